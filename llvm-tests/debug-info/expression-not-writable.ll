; A DIExpression whose operations the set has no DebugOperation for (DW_OP_mul, DW_OP_shr, a
; widening DW_OP_LLVM_convert) cannot be written without saying something else: a dbg.value
; becomes a DebugValue of an OpUndef (the variable's earlier location ends there), keeping its
; fragment, and a dbg.declare is left out. A narrowing pair of conversions is left out of the
; expression and the value kept: a debugger reads the variable's size of the wider value.
; In DebugInfo (legacy), which has no Fragment, a fragment is not writable either.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: opt -verify -disable-output %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -o %t.legacy.spv
; RUN: spirv-val %t.legacy.spv
; RUN: llvm-spirv-rs -to-text %t.legacy.spv -o - | FileCheck %s --check-prefix=LEGACY
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: Name [[WIDE:[0-9]+]] "wide"
; SPV-DAG: Name [[A:[0-9]+]] "a"
; SPV-DAG: Undef [[I32:[0-9]+]] [[UNDEF:[0-9]+]]
; SPV-DAG: TypeInt [[I32]] 32
; SPV-DAG: ExtInst {{[0-9]+}} [[VX:[0-9]+]] {{[0-9]+}} DebugLocalVariable {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 3
; SPV-DAG: ExtInst {{[0-9]+}} [[VY:[0-9]+]] {{[0-9]+}} DebugLocalVariable {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 4
; SPV-DAG: ExtInst {{[0-9]+}} [[VZ:[0-9]+]] {{[0-9]+}} DebugLocalVariable {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 5
; SPV-DAG: ExtInst {{[0-9]+}} [[VP:[0-9]+]] {{[0-9]+}} DebugLocalVariable {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 6
; SPV-DAG: ExtInst {{[0-9]+}} [[VS:[0-9]+]] {{[0-9]+}} DebugLocalVariable {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 7
; SPV-DAG: ExtInst {{[0-9]+}} [[EMPTY:[0-9]+]] {{[0-9]+}} DebugExpression{{ *$}}
; SPV-DAG: ExtInst {{[0-9]+}} [[SVOP:[0-9]+]] {{[0-9]+}} DebugOperation 7{{ *$}}
; SPV-DAG: ExtInst {{[0-9]+}} [[SV:[0-9]+]] {{[0-9]+}} DebugExpression [[SVOP]]{{ *$}}
; SPV-DAG: ExtInst {{[0-9]+}} [[FRAG:[0-9]+]] {{[0-9]+}} DebugOperation 9 32 32
; SPV-DAG: ExtInst {{[0-9]+}} [[FRAGONLY:[0-9]+]] {{[0-9]+}} DebugExpression [[FRAG]]{{ *$}}
; SPV: Function
; SPV-DAG: DebugValue [[VX]] [[A]] {{[0-9]+}}
; SPV-DAG: DebugValue [[VX]] [[UNDEF]] {{[0-9]+}}
; SPV-DAG: DebugValue [[VY]] [[WIDE]] [[SV]]
; SPV-DAG: DebugValue [[VZ]] [[UNDEF]] {{[0-9]+}}
; SPV-DAG: DebugValue [[VP]] {{[0-9]+}} [[FRAGONLY]]
; SPV-NOT: DebugDeclare [[VS]]
; SPV-NOT: DebugDeclare

; LLVM-DAG: call void @llvm.dbg.value(metadata i32 %a, metadata ![[X:[0-9]+]], metadata !DIExpression())
; LLVM-DAG: call void @llvm.dbg.value(metadata i32 undef, metadata ![[X]], metadata !DIExpression())
; LLVM-DAG: call void @llvm.dbg.value(metadata i64 %wide, metadata ![[Y:[0-9]+]], metadata !DIExpression(DW_OP_stack_value))
; LLVM-DAG: call void @llvm.dbg.value(metadata i32 undef, metadata ![[Z:[0-9]+]], metadata !DIExpression())
; LLVM-DAG: call void @llvm.dbg.value(metadata {{.*}} undef, metadata ![[P:[0-9]+]], metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32))
; LLVM-NOT: llvm.dbg.declare(
; LLVM-DAG: ![[X]] = !DILocalVariable(name: "x"
; LLVM-DAG: ![[Y]] = !DILocalVariable(name: "y"
; LLVM-DAG: ![[Z]] = !DILocalVariable(name: "z"
; LLVM-DAG: ![[P]] = !DILocalVariable(name: "p"

; LEGACY-NOT: DebugOperation 9
; LEGACY: Function
; LEGACY: DebugValue {{[0-9]+}} {{[0-9]+}} [[LEMPTY:[0-9]+]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @f(i32 %a, i64 %wide, i32 %b) !dbg !10 {
entry:
  %s = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %a, metadata !12, metadata !DIExpression()), !dbg !20
  ; a * 4: no DebugOperation for mul.
  call void @llvm.dbg.value(metadata i32 %a, metadata !12, metadata !DIExpression(DW_OP_constu, 4, DW_OP_mul, DW_OP_stack_value)), !dbg !20
  ; A narrowing conversion: the value is kept.
  call void @llvm.dbg.value(metadata i64 %wide, metadata !13, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !20
  ; A widening one is not writable.
  call void @llvm.dbg.value(metadata i32 %b, metadata !14, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value)), !dbg !20
  ; The high half of a pair, shifted: the fragment stays.
  call void @llvm.dbg.value(metadata i64 %wide, metadata !15, metadata !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %s, metadata !16, metadata !DIExpression(DW_OP_constu, 2, DW_OP_mul)), !dbg !20
  ret void, !dbg !20
}

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "test", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "expr.cl", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!9 = !DICompositeType(tag: DW_TAG_structure_type, name: "Pair", file: !1, line: 1, size: 64, elements: !{})
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !5, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 3, type: !7)
!13 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 4, type: !7)
!14 = !DILocalVariable(name: "z", scope: !10, file: !1, line: 5, type: !8)
!15 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 6, type: !9)
!16 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !7)
!20 = !DILocation(line: 3, column: 1, scope: !10)
