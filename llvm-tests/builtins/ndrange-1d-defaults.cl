// ndrange_1D(global size) (OpenCL C 2.0 §6.13.17.1): the offset and the local size default to
// 0, given to OpBuildNDRange (SPIR-V §3.49.18: GlobalWorkSize, LocalWorkSize,
// GlobalWorkOffset, scalars of size_t for one dimension) as an OpConstant 0 of size_t. An
// OpConstantNull of an integer type would be valid too, but llvm-spirv's reader cannot read
// it (it asserts); with OpConstant it reads the module (in OpenCL C 2.0: in 1.2 it has no
// enqueue_kernel).
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: spirv-dis %t.spv | FileCheck %s
// RUN: %S/../Inputs/incumbent-reads.sh --spirv-target-env=CL2.0 %t.spv
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.rev.ll
// RUN: opt -verify -disable-output %t.rev.ll
// RUN: FileCheck %s --check-prefix=REV < %t.rev.ll

// CHECK-NOT: OpConstantNull %ulong
// CHECK: %ulong_0 = OpConstant %ulong 0
// CHECK: OpBuildNDRange %{{[a-z_]+}} %ulong_16 %ulong_0 %ulong_0
// The reverse names all three (offset, global size, local size), as llvm-spirv does.
// REV: call spir_func void @_Z10ndrange_1Dmmm(%struct.ndrange_t* sret(%struct.ndrange_t) %{{[0-9a-z.]+}}, i64 0, i64 16, i64 0)

kernel void k(global int *a, queue_t q) {
  ndrange_t nd = ndrange_1D(16);
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, nd, ^{ a[0] = 1; });
}
