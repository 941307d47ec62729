; Keeping every function metadata node and attribute through SPIR-V is what later llvm-spirv
; versions (17 and on) do with --spirv-preserve-auxdata: NonSemantic.AuxData instructions under
; SPV_KHR_non_semantic_info. llvm-spirv-14 has no such option ("Unknown command line
; argument"), does not know SPV_KHR_non_semantic_info (its -r refuses a module that uses it) and
; drops function metadata it has no mapping for. We do as llvm-spirv-14: the option is an
; unknown option (exit 2), and a function's own metadata (here !my.note and !section_prefix)
; is dropped while the kernel's OpenCL metadata is translated (coverage/later-llvm-spirv.tsv).
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs --spirv-preserve-auxdata %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=OURS
; RUN: not llvm-spirv-14 --spirv-preserve-auxdata %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o - -S | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-14 %t.bc -o %t.inc.spv
; RUN: llvm-spirv-14 -r %t.inc.spv -o - | llvm-dis | FileCheck %s --check-prefix=REV

; OURS: llvm-spirv-rs: Unknown command line argument '--spirv-preserve-auxdata'.
; INCUMBENT: llvm-spirv-14: Unknown command line argument '--spirv-preserve-auxdata'.
; SPV-NOT: SPV_KHR_non_semantic_info
; SPV-NOT: NonSemantic
; SPV: ExecutionMode [[#]] 17 8 1 1
; SPV-NOT: NonSemantic
; REV: define spir_kernel void @fill(i32 addrspace(1)* %out){{.*}} !reqd_work_group_size ![[#]]
; REV-NOT: !my.note
; REV-NOT: !section_prefix

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @fill(i32 addrspace(1)* %out) !reqd_work_group_size !1 !my.note !2 !section_prefix !3 {
entry:
  store i32 7, i32 addrspace(1)* %out, align 4
  ret void
}

!1 = !{i32 8, i32 1, i32 1}
!2 = !{!"kept by --spirv-preserve-auxdata in later llvm-spirv"}
!3 = !{!"function_section_prefix", !".hot"}
