; The access of C++ class members: clang leaves out the default one (public in a struct or
; union, private in a class), and SPIR-V consumers read a member's access from its flags, so
; the forward writes the default (FlagIsPublic 3, FlagIsPrivate 2) on DebugTypeMember and on
; the DebugFunctionDeclaration of a method; an access given stays as it is. The reverse gives
; the flags back (DIFlagPublic / DIFlagPrivate), which DWARF reads as the same access
; (DWARF 4, 5.5.4). Not in C (OpenCL C), which has no access: see the CL unit below.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=LL < %t.rev.ll
; RUN: sed -e 's/DW_LANG_C_plus_plus_14/DW_LANG_OpenCL/' %s | llvm-as -o %t.cl.bc
; RUN: llvm-spirv-rs %t.cl.bc -o %t.cl.spv
; RUN: spirv-val %t.cl.spv
; RUN: llvm-spirv-rs -r %t.cl.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL

; SPV-DAG: String [[#X:]] "x"
; SPV-DAG: String [[#Y:]] "y"
; SPV-DAG: String [[#Z:]] "z"
; SPV-DAG: String [[#GET:]] "get"
; SPV-DAG: DebugTypeMember [[#X]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} 3 {{$}}
; SPV-DAG: DebugTypeMember [[#Y]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} 2 {{$}}
; SPV-DAG: DebugTypeMember [[#Z]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} 1 {{$}}
; SPV-DAG: DebugFunctionDeclaration [[#GET]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} 131 {{$}}

; LL-DAG: !DIDerivedType(tag: DW_TAG_member, name: "x", {{.*}}flags: DIFlagPublic)
; LL-DAG: !DIDerivedType(tag: DW_TAG_member, name: "y", {{.*}}flags: DIFlagPrivate)
; LL-DAG: !DIDerivedType(tag: DW_TAG_member, name: "z", {{.*}}flags: DIFlagProtected)
; LL-DAG: !DISubprogram(name: "get", {{.*}}flags: DIFlagPublic | DIFlagPrototyped

; CL-NOT: DIFlagPublic
; CL-NOT: DIFlagPrivate

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@s = addrspace(1) global { i32 } zeroinitializer, align 4, !dbg !20
@c = addrspace(1) global { i32, i32 } zeroinitializer, align 4, !dbg !22

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "access.cpp", directory: "/tmp")
!2 = !{!20, !22}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 32, elements: !7, identifier: "_ZTS1S")
!7 = !{!8, !9}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !6, file: !1, line: 1, baseType: !5, size: 32)
!9 = !DISubprogram(name: "get", linkageName: "_ZN1S3getEv", scope: !6, file: !1, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: 0)
!10 = !DISubroutineType(types: !11)
!11 = !{!5}
!12 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "C", file: !1, line: 3, size: 64, elements: !13, identifier: "_ZTS1C")
!13 = !{!14, !15}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !12, file: !1, line: 3, baseType: !5, size: 32)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !12, file: !1, line: 4, baseType: !5, size: 32, offset: 32, flags: DIFlagProtected)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "s", scope: !0, file: !1, line: 5, type: !6, isLocal: false, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "c", scope: !0, file: !1, line: 6, type: !12, isLocal: false, isDefinition: true)
