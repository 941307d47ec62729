; Array dimensions whose DISubrange is not a plain constant count. spirv-val takes for a
; Component Count of DebugTypeArray only a non-zero constant or a DebugLocalVariable /
; DebugGlobalVariable of an unsigned 32- or 64-bit basic type, and takes every operand after
; the base for a count; so in OpenCL.DebugInfo.100: constant bounds become their count, a count
; in an unsigned variable stays that variable, and the rest (a count in a signed variable,
; bounds given by expressions, a count of 0) become the unknown count -1; non-zero lower
; bounds are left out (the older set keeps them, after the counts).
; Consumer check: llvm-spirv-14 -r asserts in SPIRVModuleImpl::getEntry on this module: it
; reads a DebugTypeArray count only as a constant, and here one count is a DebugLocalVariable
; (the `len` argument), which the debug set allows (its forward translation asserts on such a
; DISubrange too). No valid form of a variable count is readable by it: pinned below.
; Consumer check: llvm-spirv-14 knows the older debug set only as "SPIRV.debug", a name
; spirv-val refuses (we write "DebugInfo"): that known failure is pinned below.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s --check-prefix=LLVM < %t.rt.ll
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -o %t.legacy.spv
; RUN: llvm-spirv-rs -r %t.legacy.spv -o %t.legacy.ll
; RUN: opt -verify -disable-output %t.legacy.ll
; RUN: FileCheck %s --check-prefix=LEGACY < %t.legacy.ll
; RUN: not --crash llvm-spirv-14 -r %t.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: not llvm-spirv-14 -r %t.legacy.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT-LEGACY

; INCUMBENT: llvm-spirv-14: {{.*}}SPIRVModuleImpl::getEntry{{.*}}Assertion
; INCUMBENT-LEGACY: InvalidBuiltinSetName: Expects OpenCL.std. Actual is DebugInfo

; SPV-DAG: Constant {{[0-9]+}} [[TEN:[0-9]+]] 10{{ $}}
; SPV-DAG: Constant {{[0-9]+}} [[THREE:[0-9]+]] 3{{ $}}
; SPV-DAG: Constant {{[0-9]+}} [[FOUR:[0-9]+]] 4{{ $}}
; SPV-DAG: Constant {{[0-9]+}} [[UNKNOWN:[0-9]+]] 4294967295 4294967295
; SPV-DAG: String [[LEN:[0-9]+]] "len"
; SPV-DAG: ExtInst {{[0-9]+}} [[LENVAR:[0-9]+]] {{[0-9]+}} DebugLocalVariable [[LEN]]
; SPV-DAG: DebugTypeArray [[ELEM:[0-9]+]] [[TEN]]{{ $}}
; SPV-DAG: DebugTypeArray [[ELEM]] [[LENVAR]]{{ $}}
; SPV-DAG: DebugTypeArray [[ELEM]] [[THREE]] [[FOUR]]{{ $}}
; SPV-DAG: DebugTypeArray [[ELEM]] [[UNKNOWN]]{{ $}}

; LLVM-DAG: !DILocalVariable(name: "lower1", {{.*}}type: ![[A:[0-9]+]])
; LLVM-DAG: ![[A]] = !DICompositeType(tag: DW_TAG_array_type, baseType: !{{[0-9]+}}, size: 320, elements: ![[AE:[0-9]+]])
; LLVM-DAG: ![[AE]] = !{![[AS:[0-9]+]]}
; LLVM-DAG: ![[AS]] = !DISubrange(count: 10)
; LLVM-DAG: !DILocalVariable(name: "bylen", {{.*}}type: ![[B:[0-9]+]])
; LLVM-DAG: ![[B]] = !DICompositeType(tag: DW_TAG_array_type, {{.*}}elements: ![[BE:[0-9]+]])
; LLVM-DAG: ![[BE]] = !{![[BS:[0-9]+]]}
; LLVM-DAG: ![[BS]] = !DISubrange(count: ![[LV:[0-9]+]])
; LLVM-DAG: ![[LV]] = !DILocalVariable(name: "len"
; LLVM-DAG: !DILocalVariable(name: "bysigned", {{.*}}type: ![[U:[0-9]+]])
; LLVM-DAG: !DILocalVariable(name: "byexpr", {{.*}}type: ![[U]])
; LLVM-DAG: !DILocalVariable(name: "empty", {{.*}}type: ![[U]])
; LLVM-DAG: ![[U]] = !DICompositeType(tag: DW_TAG_array_type, {{.*}}elements: ![[UE:[0-9]+]])
; LLVM-DAG: ![[UE]] = !{![[US:[0-9]+]]}
; LLVM-DAG: ![[US]] = !DISubrange(count: -1)
; LLVM-DAG: !DILocalVariable(name: "bybounds", {{.*}}type: ![[A]])
; LLVM-DAG: !DILocalVariable(name: "grid", {{.*}}type: ![[G:[0-9]+]])
; LLVM-DAG: ![[G]] = !DICompositeType(tag: DW_TAG_array_type, baseType: !{{[0-9]+}}, size: 384, elements: ![[GE:[0-9]+]])
; LLVM-DAG: ![[GE]] = !{![[G3:[0-9]+]], ![[G4:[0-9]+]]}
; LLVM-DAG: ![[G3]] = !DISubrange(count: 3)
; LLVM-DAG: ![[G4]] = !DISubrange(count: 4)

; LEGACY-DAG: !DISubrange(count: ![[LV:[0-9]+]])
; LEGACY-DAG: ![[LV]] = !DILocalVariable(name: "len"
; LEGACY-DAG: !DISubrange(count: 10)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @shapes(i64 %n, i32 addrspace(1)* %p) !dbg !5 {
entry:
  call void @llvm.dbg.value(metadata i64 %n, metadata !20, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !21, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !22, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !23, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !24, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !25, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !26, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 addrspace(1)* %p, metadata !27, metadata !DIExpression()), !dbg !40
  ret void, !dbg !40
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "by hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "shapes.cl", directory: "/work")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DISubprogram(name: "shapes", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !9}
!8 = !{!20, !21, !22, !23, !24, !25, !26, !27, !28}
!9 = !DIBasicType(name: "ulong", size: 64, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "len", arg: 1, scope: !5, file: !1, line: 1, type: !9)
!28 = !DILocalVariable(name: "slen", scope: !5, file: !1, line: 2, type: !10)
!21 = !DILocalVariable(name: "lower1", scope: !5, file: !1, line: 3, type: !30)
!22 = !DILocalVariable(name: "bylen", scope: !5, file: !1, line: 4, type: !31)
!23 = !DILocalVariable(name: "bysigned", scope: !5, file: !1, line: 5, type: !32)
!24 = !DILocalVariable(name: "byexpr", scope: !5, file: !1, line: 6, type: !33)
!25 = !DILocalVariable(name: "empty", scope: !5, file: !1, line: 7, type: !34)
!26 = !DILocalVariable(name: "bybounds", scope: !5, file: !1, line: 8, type: !35)
!27 = !DILocalVariable(name: "grid", scope: !5, file: !1, line: 9, type: !36)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !50)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !51)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !52)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !53)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !54)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !55)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !56)
!40 = !DILocation(line: 10, column: 1, scope: !5)
!50 = !{!60}
!51 = !{!61}
!52 = !{!62}
!53 = !{!63}
!54 = !{!64}
!55 = !{!65}
!56 = !{!66, !67}
!60 = !DISubrange(count: 10, lowerBound: 1)
!61 = !DISubrange(count: !20)
!62 = !DISubrange(count: !28)
!63 = !DISubrange(lowerBound: !DIExpression(DW_OP_constu, 2), upperBound: !DIExpression(DW_OP_constu, 9))
!64 = !DISubrange(count: 0)
!65 = !DISubrange(lowerBound: 11, upperBound: 20)
!66 = !DISubrange(count: 3)
!67 = !DISubrange(count: 4)
