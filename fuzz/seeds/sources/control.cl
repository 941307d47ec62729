int helper(int x, int k) {
  int s = 0;
  for (int i = 0; i < x; ++i) {
    switch (k) {
    case 0: s += i; break;
    case 7: s ^= i; break;
    case 100: s *= 3; break;
    default: s -= 1;
    }
    if (s > 1000) break;
  }
  while (s & 1) s >>= 1;
  return s;
}
kernel void loop(global int *out, int n, int k) {
  out[get_global_id(0)] = n > 0 ? helper(n, k) : -1;
}
