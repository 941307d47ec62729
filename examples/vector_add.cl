// A small OpenCL C kernel; vector_add.spv is what llvm-spirv-14 made of it:
//   clang-14 -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 vector_add.cl -o vector_add.bc
//   llvm-spirv-14 vector_add.bc -o vector_add.spv
// and vector_add.ll is the same kernel as LLVM assembly (examples/embed.rs reads it):
//   clang-14 -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm -O2 vector_add.cl -o vector_add.ll
__kernel void vector_add(__global const float *a, __global const float *b,
                         __global float *out, float scale) {
  size_t i = get_global_id(0);
  out[i] = mad(a[i], scale, b[i]);
}
