// The invoke field of a block literal holds the address of the block's function, which clang
// writes as addrspacecast (i8* bitcast (@__f_block_invoke to i8*) to i8 addrspace(4)*). SPIR-V
// has no function addresses (without SPV_INTEL_function_pointers): the block's function is the
// Invoke operand of OpEnqueueKernel / OpGetKernel*, and the field holds a null pointer, cast to
// Generic. Every block of a function has its own function, but all of them give the same null
// and the same cast, so a function's literals share one OpPtrCastToGeneric of it (as
// llvm-spirv writes them); here three blocks, two queries and an enqueue.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.rev.bc
// RUN: opt -verify -disable-output %t.rev.bc

// CHECK: ConstantNull {{[0-9]+}} [[NULL:[0-9]+]]
// CHECK: Function {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
// CHECK-NOT: PtrCastToGeneric {{[0-9]+}} {{[0-9]+}} [[NULL]]
// CHECK: PtrCastToGeneric {{[0-9]+}} [[CAST:[0-9]+]] [[NULL]]
// CHECK-NEXT: Store {{[0-9]+}} [[CAST]]
// CHECK-NOT: PtrCastToGeneric {{[0-9]+}} {{[0-9]+}} [[NULL]]
// CHECK: GetKernelWorkGroupSize
// CHECK-NOT: PtrCastToGeneric {{[0-9]+}} {{[0-9]+}} [[NULL]]
// CHECK: Store {{[0-9]+}} [[CAST]]
// CHECK-NOT: PtrCastToGeneric {{[0-9]+}} {{[0-9]+}} [[NULL]]
// CHECK: GetKernelPreferredWorkGroupSizeMultiple
// CHECK-NOT: PtrCastToGeneric {{[0-9]+}} {{[0-9]+}} [[NULL]]
// CHECK: Store {{[0-9]+}} [[CAST]]
// CHECK-NOT: PtrCastToGeneric {{[0-9]+}} {{[0-9]+}} [[NULL]]
// CHECK: EnqueueKernel
// CHECK: FunctionEnd

kernel void three(global int *p, queue_t q) {
  p[0] = get_kernel_work_group_size(^{ p[1] = 1; });
  p[2] = get_kernel_preferred_work_group_size_multiple(^(local void *a) { p[3] = 2; });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), ^{ p[4] = 3; });
}
