kernel void enq(global int *a) {
  queue_t q = get_default_queue();
  ndrange_t nd = ndrange_1D(1);
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, nd, ^{ a[0] = 1; });
}
kernel void gen_as(global int *g, local int *l) {
  int *p = get_local_id(0) ? (int *)g : (int *)l;
  *p = to_global(p) ? 1 : 2;
}
