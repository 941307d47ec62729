// A small OpenCL C kernel, the bundled example of scripts/example. vector_add.bc and
// vector_add.spv are made from it by this project (scripts/example --regenerate):
//   clang-14 -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 vector_add.cl -o vector_add.bc
//   llvm-spirv-rs vector_add.bc -o vector_add.spv
// and vector_add.ll is the same kernel as LLVM assembly (examples/embed.rs reads it):
//   clang-14 -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm -O2 vector_add.cl -o vector_add.ll
__kernel void vector_add(__global const float *a, __global const float *b,
                         __global float *out, float scale) {
  size_t i = get_global_id(0);
  out[i] = mad(a[i], scale, b[i]);
}
