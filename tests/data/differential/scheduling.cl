// Kernels whose outputs OpenCL C does not determine (scripts/differential_lib/schedule.py).

// Every work-item of the group writes the one local int, with no barrier before it reads it
// back: which work-item's exponent each one reads depends on how the work-items are scheduled.
kernel void local_race(global float *out, global int *exponent, global const float *in) {
    local int e;
    size_t i = get_global_id(0);
    out[i] = frexp(in[i] * 1000.0f, &e);
    exponent[i] = e;
}

// A work-item past `width` or `height` returns before the barrier the others of its group wait
// at (OpenCL C 1.2 section 6.12.8: if any work-item of a group reaches a barrier, all must).
kernel void divergent_barrier(global float *out, global const float *in, local float *cache,
                              int width, int height) {
    int lx = get_local_id(0), ly = get_local_id(1);
    int w = get_local_size(0);
    int x = get_global_id(0), y = get_global_id(1);
    if (x >= width || y >= height) {
        cache[ly * w + lx] = 0.0f;
        return;
    }
    float v = in[y * width + x];
    cache[ly * w + lx] = (v - 0.5f) * (v - 0.5f);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int block = w >> 1; block > 0; block >>= 1) {
        if (lx < block)
            cache[ly * w + lx] += cache[ly * w + lx + block];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lx == 0)
        out[y * get_num_groups(0) + get_group_id(0)] = cache[ly * w];
}
