; What needs an extension --spirv-ext does not allow, or a SPIR-V version above
; --spirv-max-version, is an error naming the construct and the extension or version.
; RUN: split-file %s %t
; RUN: llvm-as %t/vla.ll -o %t/vla.bc
; RUN: not llvm-spirv-rs %t/vla.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=VLA
; RUN: llvm-spirv-rs %t/vla.bc --spirv-ext=+SPV_INTEL_variable_length_array -spirv-text -o - | FileCheck %s --check-prefix=VLA-OK
; RUN: not llvm-spirv-rs %t/vla.bc --spirv-ext=+all,-SPV_INTEL_variable_length_array -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=VLA
; RUN: llvm-as %t/version.ll -o %t/version.bc
; RUN: not llvm-spirv-rs %t/version.bc --spirv-max-version=1.2 -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=VERSION
; RUN: llvm-spirv-rs %t/version.bc --spirv-max-version=1.3 -spirv-text -o - | FileCheck %s --check-prefix=VERSION-OK

; VLA: RequiresExtension: Feature requires the following SPIR-V extension:
; VLA-NEXT: SPV_INTEL_variable_length_array
; VLA-NEXT: llvm.stacksave
; VLA-OK-DAG: Capability VariableLengthArrayINTEL
; VLA-OK-DAG: Extension "SPV_INTEL_variable_length_array"
; VLA-OK: SaveMemoryINTEL [[PTR:[0-9]+]] [[SAVED:[0-9]+]]
; VLA-OK-NEXT: VariableLengthArrayINTEL {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
; VLA-OK: RestoreMemoryINTEL [[SAVED]]
; VERSION: RequiresVersion: Capability GroupNonUniform needs SPIR-V 1.3, but the module is SPIR-V 1.2
; VERSION-OK: 119734787 66304
; VERSION-OK: Capability GroupNonUniform

;--- vla.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(i64 %n) {
  %s = call i8* @llvm.stacksave()
  %a = alloca i32, i64 %n, align 4
  store i32 0, i32* %a, align 4
  call void @llvm.stackrestore(i8* %s)
  ret void
}
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)

;--- version.ll
target triple = "spir64-unknown-unknown"
!spirv.Capability = !{!0}
!0 = !{i32 61}
