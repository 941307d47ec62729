; -s writes the LLVM module as bitcode after rewriting it in place (builtin calls: see
; regularize-builtins.ll): everything else is kept, constant expressions too, also those inside
; debug metadata. Without -o the output is <input stem>.regularized.bc. -s asks for no
; extension and does not translate, so a module the translation rejects (an i128 argument) is
; written too; a bitcast of a vector of a size SPIR-V has no type for is an error (exit 1,
; nothing written) unless an extension that has such vectors is allowed.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs -s %t.bc -o - | llvm-dis | FileCheck %s
; RUN: rm -f %t.regularized.bc
; RUN: llvm-spirv-rs -s %t.bc
; RUN: llvm-dis %t.regularized.bc -o - | FileCheck %s
; RUN: sed 's/%%base)/%%base, i128 %%wide)/' %s | llvm-as -o %t.wide.bc
; RUN: llvm-spirv-rs -s %t.wide.bc -o - | llvm-dis | FileCheck %s --check-prefix=WIDE
; RUN: sed 's/^  ret i32 %%v/  %%odd = bitcast <6 x i8> zeroinitializer to <3 x i16>\n  ret i32 %%v/' %s | llvm-as -o %t.odd.bc
; RUN: not llvm-spirv-rs -s %t.odd.bc -o %t.odd.out 2>&1 | FileCheck %s --check-prefix=ODD
; RUN: test ! -e %t.odd.out
; RUN: llvm-spirv-rs -s --spirv-ext=+SPV_INTEL_vector_compute %t.odd.bc -o - | llvm-dis | FileCheck %s --check-prefix=ODD-OK

; CHECK: define spir_func i32 @pick(i32 addrspace(1)* %base)
; CHECK: call void @llvm.dbg.value(metadata i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @table, i64 0, i64 4)
; CHECK: load i32, i32 addrspace(1)* getelementptr inbounds ([8 x i32], [8 x i32] addrspace(1)* @table, i64 0, i64 2)
; WIDE: define spir_func i32 @pick(i32 addrspace(1)* %base, i128 %wide)
; ODD: LLVM ERROR: Unsupported vector type with the size of: 6
; ODD-SAME: (allow SPV_INTEL_vector_compute or SPV_EXT_long_vector for it) (in function 'pick': %odd = bitcast <6 x i8> zeroinitializer to <3 x i16>)
; ODD-OK: bitcast <6 x i8> zeroinitializer to <3 x i16>

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
