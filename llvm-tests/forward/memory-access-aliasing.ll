; SPV_INTEL_memory_access_aliasing: !alias.scope / !noalias lists on loads and stores become
; module-scope domain, scope and scope-list declarations (each node declared once) named by the
; AliasScopeINTELMask / NoAliasINTELMask bits of the MemoryAccess operand (after the Aligned
; literal); without the extension the metadata is dropped. Reverse translation rebuilds the
; lists, self-referencing distinct scopes and domains. On calls the lists are
; AliasScopeINTEL / NoAliasINTEL decorations of the call result.
; spirv-val (2023.1) is not run on the extended module: it rejects OpAliasDomainDeclINTEL at
; module scope ("must appear in a block"), which the extension specifies as module-scope. The
; declarations are written after the debug names and before the annotations, where llvm-spirv
; writes them, so that the DecorateId naming them follows them.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_memory_access_aliasing -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc -o %t.plain.spv
; RUN: spirv-val %t.plain.spv
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_memory_access_aliasing -o %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK: Capability MemoryAccessAliasingINTEL
; CHECK: Extension "SPV_INTEL_memory_access_aliasing"
; The declarations come before the annotations, which name them.
; CHECK: AliasDomainDeclINTEL [[DA:[0-9]+]]
; CHECK: AliasScopeDeclINTEL [[SA:[0-9]+]] [[DA]]
; CHECK: AliasScopeDeclINTEL [[SB:[0-9]+]] [[DA]]
; CHECK: AliasScopeListDeclINTEL [[LAB:[0-9]+]] [[SA]] [[SB]]
; CHECK: AliasScopeListDeclINTEL [[LB:[0-9]+]] [[SB]]
; CHECK-NOT: AliasScopeListDeclINTEL
; CHECK: DecorateId [[CALL:[0-9]+]] AliasScopeINTEL [[LB]]
; CHECK: DecorateId [[CALL]] NoAliasINTEL [[LAB]]
; CHECK: TypeFloat
; CHECK: Load {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 65538 8 [[LAB]]
; CHECK: Load {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 196610 8 [[LAB]] [[LB]]
; CHECK: Store {{[0-9]+}} {{[0-9]+}} 131075 8 [[LB]]
; CHECK: FunctionCall {{[0-9]+}} [[CALL]]

; NOEXT-NOT: MemoryAccessAliasingINTEL
; NOEXT-NOT: AliasScope
; NOEXT: Load {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 2 8{{ *$}}
; NOEXT: Load {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 2 8{{ *$}}
; NOEXT: Store {{[0-9]+}} {{[0-9]+}} 3 8{{ *$}}

; REV: load double, double addrspace(1)* %p, align 8, !alias.scope [[RAB:![0-9]+]]
; REV: load double, double addrspace(1)* %q, align 8, !alias.scope [[RAB]], !noalias [[RB:![0-9]+]]
; REV: store volatile double %s, double addrspace(1)* %p, align 8, !noalias [[RB]]
; REV: call spir_func void @touch(double addrspace(1)* %q){{.*}}, !alias.scope [[RB]], !noalias [[RAB]]
; REV-DAG: [[RAB]] = !{[[RSA:![0-9]+]], [[RSB:![0-9]+]]}
; REV-DAG: [[RB]] = !{[[RSB]]}
; REV-DAG: [[RSA]] = distinct !{[[RSA]], [[RD:![0-9]+]]}
; REV-DAG: [[RSB]] = distinct !{[[RSB]], [[RD]]}
; REV-DAG: [[RD]] = distinct !{[[RD]]}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @sum_pair(double addrspace(1)* %p, double addrspace(1)* %q) {
entry:
  %a = load double, double addrspace(1)* %p, align 8, !alias.scope !2
  %b = load double, double addrspace(1)* %q, !alias.scope !2, !noalias !3
  %s = fadd double %a, %b
  store volatile double %s, double addrspace(1)* %p, align 8, !noalias !3
  call spir_func void @touch(double addrspace(1)* %q), !alias.scope !3, !noalias !2
  ret void
}

declare spir_func void @touch(double addrspace(1)*)

!0 = distinct !{!0, !"pairdomain"}
!1 = distinct !{!1, !0, !"first"}
!4 = distinct !{!4, !0, !"second"}
!2 = !{!1, !4}
!3 = !{!4}
