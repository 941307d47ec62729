typedef struct { float4 v; int i; char c[3]; } S;
constant int table[4] = {1, 2, 3, 4};
kernel void types(global S *s, global double *d, global half *h, local int *l,
                  global long8 *lv, read_only image2d_t img, sampler_t smp) {
  size_t i = get_global_id(0);
  l[get_local_id(0)] = table[i & 3];
  barrier(CLK_LOCAL_MEM_FENCE);
  s[i].v = read_imagef(img, smp, (int2)(i, 0)) * (float4)(1.5f);
  d[i] = (double)s[i].i * 0.25 + vload_half(0, h);
  lv[i] = lv[i] >> 3;
  s[i].c[1] = (char)l[0];
}
