; A using-declaration of a namespace-scope variable (C++ `using ns::v;`): LLVM's
; DIImportedEntity names the DIGlobalVariable as its entity. OpenCL.DebugInfo.100 writes it as
; DebugImportedEntity whose Entity is the DebugGlobalVariable; the reverse must name the
; variable again (a DIGlobalVariableExpression there fails the verifier: "invalid imported
; entity"), in each set that has the instruction (the older DebugInfo set has none). One
; DebugGlobalVariable stands for the variable, both for its global and as the entity.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s < %t.rt.ll
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: llvm-spirv-rs -r %t.200.spv -o %t.200.ll
; RUN: FileCheck %s < %t.200.ll
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | grep -c DebugGlobalVariable | FileCheck %s --check-prefix=ONE

; SPV-DAG: String [[NAME:[0-9]+]] "v"
; SPV-DAG: ExtInst {{[0-9]+}} [[GV:[0-9]+]] {{[0-9]+}} DebugGlobalVariable [[NAME]]
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} DebugImportedEntity {{[0-9]+}} 1 {{[0-9]+}} [[GV]] 3

; ONE: {{^}}1{{$}}

; CHECK-DAG: ![[GVE:[0-9]+]] = !DIGlobalVariableExpression(var: ![[VAR:[0-9]+]], expr: !DIExpression())
; CHECK-DAG: ![[VAR]] = distinct !DIGlobalVariable(name: "v", {{.*}}line: 2,
; CHECK-DAG: !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !{{[0-9]+}}, entity: ![[VAR]], file: !{{[0-9]+}}, line: 3)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@v = addrspace(1) global i32 0, align 4, !dbg !5

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, imports: !9)
!1 = !DIFile(filename: "u.cpp", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{!5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "v", scope: !7, file: !1, line: 2, type: !8, isLocal: false, isDefinition: true)
!7 = !DINamespace(name: "ns", scope: null)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !6, file: !1, line: 3)
