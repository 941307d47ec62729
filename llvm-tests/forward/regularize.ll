; -s writes the LLVM module, as bitcode, once it is known to translate (no LLVM-level
; preparation is needed): constant expressions, also those inside debug metadata, are kept.
; Without -o the output is <input stem>.regularized.bc; a module that does not translate is an
; error.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs -s %t.bc -o - | llvm-dis | FileCheck %s
; RUN: rm -f %t.regularized.bc
; RUN: llvm-spirv-rs -s %t.bc
; RUN: llvm-dis %t.regularized.bc -o - | FileCheck %s
; RUN: sed 's/%%base)/%%base, i128 %%wide)/' %s | llvm-as -o %t.bad.bc
; RUN: not llvm-spirv-rs -s %t.bad.bc -o %t.bad.out 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: test ! -e %t.bad.out

; CHECK: define spir_func i32 @pick(i32 addrspace(1)* %base)
; CHECK: call void @llvm.dbg.value(metadata i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @table, i64 0, i64 4)
; CHECK: load i32, i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @table, i64 0, i64 2)
; BAD: Invalid bit width in input: 128

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [8 x i32] zeroinitializer, align 4

define spir_func i32 @pick(i32 addrspace(1)* %base) !dbg !6 {
  call void @llvm.dbg.value(metadata i32 addrspace(1)* getelementptr (i32, i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @table, i64 0, i64 0), i64 4), metadata !10, metadata !DIExpression()), !dbg !11
  %v = load i32, i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @table, i64 0, i64 2), align 4, !dbg !11
  ret i32 %v, !dbg !11
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "pick.cl", directory: "/src")
!2 = !{}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 3, type: !7, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!7 = !DISubroutineType(types: !8)
!8 = !{!5, !9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!10 = !DILocalVariable(name: "slot", scope: !6, file: !1, line: 4, type: !9)
!11 = !DILocation(line: 4, column: 3, scope: !6)
