; DIModule and DIImportedEntity under SPV_INTEL_debug_module. Ours writes DebugModuleINTEL in
; the grammar's order (Name, Source, Parent, Line, ...) and DebugImportedEntity with its seven
; operands; spirv-val takes them. llvm-spirv 14 writes the Line before the Parent (a line of 0
; where the grammar has an id) and a word 0 after the imported entity's Tag (eight operands):
; spirv-val refuses that ("Id is 0"), and our reader takes it when the grammar's reading is
; impossible, so the reverse gives the DIModule and its DIImportedEntity back from both.
; Consumer check: no valid DebugModuleINTEL is readable by llvm-spirv-14 -r: it reads the
; grammar's Parent id as the line and the line as an id, and asserts (pinned below; our output
; keeps the grammar's order, as spirv-val requires).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs --spirv-ext=+SPV_INTEL_debug_module %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s < %t.rev.ll
; RUN: llvm-spirv-14 --spirv-ext=+SPV_INTEL_debug_module %t.bc -o %t.inc.spv
; RUN: not spirv-val %t.inc.spv
; RUN: llvm-spirv-rs -r %t.inc.spv -o %t.inc.ll
; RUN: opt -verify -disable-output %t.inc.ll
; RUN: FileCheck %s < %t.inc.ll
; RUN: not --crash llvm-spirv-14 -r %t.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; INCUMBENT: llvm-spirv-14: {{.*}}SPIRVModuleImpl::getEntry{{.*}}Assertion `Loc != IdEntryMap.end() && "Id is not in map"'

; SPV-DAG: String [[#NAME:]] "Gadgets"
; SPV-DAG: ExtInst [[#]] [[#MOD:]] [[#]] DebugModuleINTEL [[#NAME]] [[#]] [[#CU:]] 0 [[#]] [[#]] [[#]] 0
; SPV-DAG: ExtInst [[#]] [[#CU]] [[#]] DebugCompileUnit
; SPV-DAG: ExtInst [[#]] [[#]] [[#]] DebugImportedEntity [[#]] 1 [[#]] [[#MOD]] 7 0 [[#CU]]

; CHECK-DAG: !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: ![[CU:[0-9]+]], entity: ![[M:[0-9]+]], file: !{{[0-9]+}}, line: 7)
; CHECK-DAG: ![[M]] = !DIModule(scope: null, name: "Gadgets", configMacros: "-DGADGETS=1", includePath: "/opt/gadgets/include", apinotes: "gadgets.apinotes"
; CHECK-DAG: ![[CU]] = distinct !DICompileUnit(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7}
!0 = distinct !DICompileUnit(language: DW_LANG_ObjC, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 2, emissionKind: FullDebug, imports: !3)
!1 = !DIFile(filename: "gadgets.m", directory: "/src")
!3 = !{!4}
!4 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !5, file: !1, line: 7)
!5 = !DIModule(scope: null, name: "Gadgets", configMacros: "-DGADGETS=1", includePath: "/opt/gadgets/include", apinotes: "gadgets.apinotes")
!6 = !{i32 2, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
