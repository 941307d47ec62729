// get_fence (OpenCL C 2.0, 6.13.9) answers the cl_mem_fence_flags of a generic pointer:
// CLK_LOCAL_MEM_FENCE (1) or CLK_GLOBAL_MEM_FENCE (2). OpGenericPtrMemSemantics answers memory
// semantics: WorkgroupMemory (0x100) or CrossWorkgroupMemory (0x200), the same bits shifted left
// by 8. So the forward shifts the instruction's result right by 8, and the reverse calls
// get_fence(const void *) and shifts its flags left by 8 where the SPIR-V wants the semantics.
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
// RUN: llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl20.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.cl20.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again2.spv
// RUN: spirv-val %t.again2.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv %t.again2.spv

// SPV-DAG: TypeInt [[UINT:[0-9]+]] 32 0
// SPV-DAG: Constant [[UINT]] [[EIGHT:[0-9]+]] 8{{ *$}}
// SPV: GenericPtrMemSemantics [[UINT]] [[SEM:[0-9]+]]
// SPV-NEXT: ShiftRightLogical [[UINT]] {{[0-9]+}} [[SEM]] [[EIGHT]]

// CL: [[FLAGS:%[0-9a-z.]+]] = call spir_func i32 @_Z9get_fencePU3AS4Kv(i8 addrspace(4)*
// CL-NEXT: [[SEM:%[0-9a-z.]+]] = shl i32 [[FLAGS]], 8
// CL-NEXT: lshr i32 [[SEM]], 8

// SPVIR: [[SEM:%[0-9a-z.]+]] = call spir_func i32 @_Z30__spirv_GenericPtrMemSemanticsPU3AS4c(i8 addrspace(4)*
// SPVIR-NEXT: lshr i32 [[SEM]], 8

cl_mem_fence_flags fence_of(const void *p) { return get_fence(p); }
