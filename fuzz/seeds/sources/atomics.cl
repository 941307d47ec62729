kernel void atom(global atomic_int *a, global int *b, global float *f) {
  atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_device);
  atomic_inc(b);
  f[0] = native_sin(f[1]) + fma(f[2], f[3], f[4]) + sqrt(f[5]);
  int x = sub_group_reduce_add(b[get_sub_group_local_id()]);
  b[1] = x;
}
