; SPV_INTEL_joint_matrix in llvm-spirv 14's LLVM form. A matrix is a pointer to the opaque struct
; spirv.JointMatrixINTEL._{ComponentType}_{Rows}_{Columns}_{Layout}_{Scope}: it is
; OpTypeJointMatrixINTEL of the component type and 32-bit constants for the numbers, and the
; pointer is the matrix itself. __spirv_JointMatrix{Load,Store,Mad,SUMad,USMad,UUMad,
; WorkItemLength}INTEL calls (SYCL's template-mangled names) are those instructions, every
; argument an id (Layout, Scope and the memory operand as constants, as llvm-spirv 14 writes
; them); __spirv_VectorExtractDynamic / VectorInsertDynamic / CompositeConstruct on a matrix
; are the ordinary instructions on the matrix type. Without the extension the type is an
; error. Reverse (both target environments): the same calls on addrspace(1) matrix pointers
; with SPV-IR mangled names (the load's return type as an _R postfix), which translate back
; to the same SPIR-V. spirv-val 2023.1 does not know the JointMatrixINTEL capability, so the
; output is only FileChecked. A sixth number (Use, of later revisions of the extension) is kept
; as the optional last operand (llvm-spirv 14 drops it).
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_joint_matrix -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.r.bc
; RUN: llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs %t.r.bc --spirv-ext=+SPV_INTEL_joint_matrix -o %t.rt.spv
; RUN: llvm-spirv-rs %t.rt.spv -to-text -o - | FileCheck %s --check-prefix=SPV

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%spirv.JointMatrixINTEL._float_2_2_0_3 = type opaque
%spirv.JointMatrixINTEL._char_2_4_1_3 = type opaque
%spirv.JointMatrixINTEL._int_2_2_0_3_2 = type opaque

; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_INTEL_joint_matrix

; SPV-DAG: Capability JointMatrixINTEL
; SPV-DAG: Extension "SPV_INTEL_joint_matrix"
; SPV-DAG: TypeInt [[I32:[0-9]+]] 32 0
; SPV-DAG: TypeInt [[I8:[0-9]+]] 8 0
; SPV-DAG: TypeInt [[I64:[0-9]+]] 64 0
; SPV-DAG: Constant [[I32]] [[C0:[0-9]+]] 0{{ *$}}
; SPV-DAG: Constant [[I32]] [[C1:[0-9]+]] 1{{ *$}}
; SPV-DAG: Constant [[I32]] [[C2:[0-9]+]] 2{{ *$}}
; SPV-DAG: Constant [[I32]] [[C3:[0-9]+]] 3{{ *$}}
; SPV-DAG: Constant [[I32]] [[C4:[0-9]+]] 4{{ *$}}
; SPV-DAG: TypeFloat [[F32:[0-9]+]] 32
; SPV-DAG: 7 TypeJointMatrixINTEL [[MF:[0-9]+]] [[F32]] [[C2]] [[C2]] [[C0]] [[C3]]{{ *$}}
; SPV-DAG: 7 TypeJointMatrixINTEL [[MC:[0-9]+]] [[I8]] [[C2]] [[C4]] [[C1]] [[C3]]{{ *$}}
; SPV-DAG: 8 TypeJointMatrixINTEL [[MI:[0-9]+]] [[I32]] [[C2]] [[C2]] [[C0]] [[C3]] [[C2]]{{ *$}}
; SPV: FunctionParameter {{[0-9]+}} [[P:[0-9]+]]
; SPV-NEXT: FunctionParameter [[I64]] [[S:[0-9]+]]
; SPV-NEXT: FunctionParameter {{[0-9]+}} [[Q:[0-9]+]]
; SPV: 8 JointMatrixLoadINTEL [[MF]] [[M:[0-9]+]] [[P]] [[S]] [[C0]] [[C3]] [[C0]]
; SPV-NEXT: 4 JointMatrixWorkItemLengthINTEL [[I64]] {{[0-9]+}} [[M]]
; SPV-NEXT: 5 VectorExtractDynamic [[F32]] [[E:[0-9]+]] [[M]]
; SPV-NEXT: 6 VectorInsertDynamic [[MF]] [[M2:[0-9]+]] [[M]] [[E]]
; SPV-NEXT: 7 JointMatrixMadINTEL [[MF]] [[C:[0-9]+]] [[M2]] [[M2]] [[M]] [[C3]]
; SPV-NEXT: 4 CompositeConstruct [[MF]] {{[0-9]+}}
; SPV-NEXT: 7 JointMatrixStoreINTEL [[P]] [[C]] [[S]] [[C0]] [[C3]] [[C0]]
; SPV-NEXT: 8 JointMatrixLoadINTEL [[MC]] [[A:[0-9]+]] [[Q]] [[S]] [[C1]] [[C3]] [[C0]]
; SPV-NEXT: 7 JointMatrixSUMadINTEL [[MI]] {{[0-9]+}} [[A]] [[A]] {{[0-9]+}} [[C3]]
; SPV-NEXT: 7 JointMatrixUSMadINTEL [[MI]] {{[0-9]+}} [[A]] [[A]] {{[0-9]+}} [[C3]]
; SPV-NEXT: 7 JointMatrixUUMadINTEL [[MI]] {{[0-9]+}} [[A]] [[A]] {{[0-9]+}} [[C3]]

; LLVM: %spirv.JointMatrixINTEL._float_2_2_0_3 = type opaque
; LLVM-LABEL: define spir_func void @use(
; LLVM: %m = call spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(1)* @_Z77__spirv_JointMatrixLoadINTEL_RPU3AS139__spirv_JointMatrixINTEL__float_2_2_0_3PU3AS1fliii(float addrspace(1)* %p, i64 %stride, i32 0, i32 3, i32 0)
; LLVM: %len = call spir_func i64 @_Z38__spirv_JointMatrixWorkItemLengthINTELPU3AS139__spirv_JointMatrixINTEL__float_2_2_0_3(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(1)* %m)
; LLVM: %e = call spir_func float @_Z28__spirv_VectorExtractDynamicPU3AS139__spirv_JointMatrixINTEL__float_2_2_0_3l(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(1)* %m, i64 1)
; LLVM: %m2 = call spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(1)* @_Z27__spirv_VectorInsertDynamicPU3AS139__spirv_JointMatrixINTEL__float_2_2_0_3fl(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(1)* %m, float %e, i64 0)
; LLVM: %c = call spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(1)* @_Z27__spirv_JointMatrixMadINTELPU3AS139__spirv_JointMatrixINTEL__float_2_2_0_3S1_S1_i(
; LLVM: %f = call spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(1)* @_Z26__spirv_CompositeConstructf(float 1.000000e+00)
; LLVM: call spir_func void @_Z29__spirv_JointMatrixStoreINTELPU3AS1fPU3AS139__spirv_JointMatrixINTEL__float_2_2_0_3liii(float addrspace(1)* %p, %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(1)* %c, i64 %stride, i32 0, i32 3, i32 0)
; LLVM: %a = call spir_func %spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(1)* @_Z76__spirv_JointMatrixLoadINTEL_RPU3AS138__spirv_JointMatrixINTEL__char_2_4_1_3PU3AS1cliii(
; LLVM: %su = call spir_func %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(1)* @_Z29__spirv_JointMatrixSUMadINTEL
; LLVM: %us = call spir_func %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(1)* @_Z29__spirv_JointMatrixUSMadINTEL
; LLVM: %uu = call spir_func %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(1)* @_Z29__spirv_JointMatrixUUMadINTEL

define spir_func void @use(float addrspace(1)* %p, i64 %stride, i8 addrspace(1)* %q, %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)* %acc) {
entry:
  %m = call spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* @_Z28__spirv_JointMatrixLoadINTELIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEEPS4_mS1_S2_i(float addrspace(1)* %p, i64 %stride, i32 0, i32 3, i32 0)
  %len = call spir_func i64 @_Z38__spirv_JointMatrixWorkItemLengthINTELIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EEmPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEE(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* %m)
  %e = call spir_func float @_Z28__spirv_VectorExtractDynamicIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EET_PNS0_24__spirv_JointMatrixINTELIS4_XT0_EXT1_EXT2_EXT3_EEEm(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* %m, i64 1)
  %m2 = call spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* @_Z27__spirv_VectorInsertDynamicIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEES6_S4_m(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* %m, float %e, i64 0)
  %c = call spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* @_Z27__spirv_JointMatrixMadINTELIfLm2ELm2ELm2ELN5__spv12MatrixLayoutE0ELS1_0ELS1_0ELNS0_5ScopeE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT2_EXT5_EXT6_EEEPNS4_IS3_XT0_EXT1_EXT3_EXT6_EEEPNS4_IS3_XT1_EXT2_EXT4_EXT6_EEES7_S2_(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* %m2, %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* %m2, %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* %m, i32 3)
  %f = call spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* @_Z26__spirv_CompositeConstructIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEES4_(float 1.0)
  call spir_func void @_Z29__spirv_JointMatrixStoreINTELIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EEvPT_PNS0_24__spirv_JointMatrixINTELIS4_XT0_EXT1_EXT2_EXT3_EEEmS1_S2_i(float addrspace(1)* %p, %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* %c, i64 %stride, i32 0, i32 3, i32 0)
  %a = call spir_func %spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)* @_Z28__spirv_JointMatrixLoadINTELIaLm2ELm4ELN5__spv12MatrixLayoutE1ELNS0_5ScopeE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEEPS4_mS1_S2_i(i8 addrspace(1)* %q, i64 %stride, i32 1, i32 3, i32 0)
  %su = call spir_func %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)* @_Z29__spirv_JointMatrixSUMadINTELIaaLm2ELm4ELm2EEPv(%spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)* %a, %spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)* %a, %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)* %acc, i32 3)
  %us = call spir_func %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)* @_Z29__spirv_JointMatrixUSMadINTELIaaLm2ELm4ELm2EEPv(%spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)* %a, %spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)* %a, %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)* %su, i32 3)
  %uu = call spir_func %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)* @_Z29__spirv_JointMatrixUUMadINTELIaaLm2ELm4ELm2EEPv(%spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)* %a, %spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)* %a, %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)* %us, i32 3)
  ret void
}

declare spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* @_Z28__spirv_JointMatrixLoadINTELIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEEPS4_mS1_S2_i(float addrspace(1)*, i64, i32, i32, i32)
declare spir_func i64 @_Z38__spirv_JointMatrixWorkItemLengthINTELIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EEmPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEE(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)*)
declare spir_func float @_Z28__spirv_VectorExtractDynamicIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EET_PNS0_24__spirv_JointMatrixINTELIS4_XT0_EXT1_EXT2_EXT3_EEEm(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)*, i64)
declare spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* @_Z27__spirv_VectorInsertDynamicIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEES6_S4_m(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)*, float, i64)
declare spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* @_Z27__spirv_JointMatrixMadINTELIfLm2ELm2ELm2ELN5__spv12MatrixLayoutE0ELS1_0ELS1_0ELNS0_5ScopeE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT2_EXT5_EXT6_EEEPNS4_IS3_XT0_EXT1_EXT3_EXT6_EEEPNS4_IS3_XT1_EXT2_EXT4_EXT6_EEES7_S2_(%spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)*, %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)*, %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)*, i32)
declare spir_func %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)* @_Z26__spirv_CompositeConstructIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEES4_(float)
declare spir_func void @_Z29__spirv_JointMatrixStoreINTELIfLm2ELm2ELN5__spv12MatrixLayoutE0ELNS0_5ScopeE3EEvPT_PNS0_24__spirv_JointMatrixINTELIS4_XT0_EXT1_EXT2_EXT3_EEEmS1_S2_i(float addrspace(1)*, %spirv.JointMatrixINTEL._float_2_2_0_3 addrspace(4)*, i64, i32, i32, i32)
declare spir_func %spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)* @_Z28__spirv_JointMatrixLoadINTELIaLm2ELm4ELN5__spv12MatrixLayoutE1ELNS0_5ScopeE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEEPS4_mS1_S2_i(i8 addrspace(1)*, i64, i32, i32, i32)
declare spir_func %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)* @_Z29__spirv_JointMatrixSUMadINTELIaaLm2ELm4ELm2EEPv(%spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)*, %spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)*, %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)*, i32)
declare spir_func %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)* @_Z29__spirv_JointMatrixUSMadINTELIaaLm2ELm4ELm2EEPv(%spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)*, %spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)*, %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)*, i32)
declare spir_func %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)* @_Z29__spirv_JointMatrixUUMadINTELIaaLm2ELm4ELm2EEPv(%spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)*, %spirv.JointMatrixINTEL._char_2_4_1_3 addrspace(4)*, %spirv.JointMatrixINTEL._int_2_2_0_3_2 addrspace(4)*, i32)
