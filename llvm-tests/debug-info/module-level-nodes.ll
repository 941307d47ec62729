; Round trip of module-level debug details: a DIModule imported by the compile unit (as
; DebugModuleINTEL under SPV_INTEL_debug_module, operands in the grammar's order; without the
; extension the import refers to DebugInfoNone), the Dwarf Version module flag (read back with
; behavior Max), a basic type whose DWARF encoding the spec lacks (written as Unspecified, read
; back as an unspecified type), the class methods spirv-val keeps out of a composite's member
; list (members again after the reverse), a pointer to a class (written to a stand-in basic type
; named after the class, read back as pointing to the class again), and no invented source
; file name.
; Consumer check: llvm-spirv-14 -r cannot read DebugImportedEntity as the spec and spirv-val have it
; (7 operands): its reader asserts on fewer than 8 (it writes an extra operand, which spirv-val
; refuses: "Id is 0"), so the RUN lines below pin that known failure instead.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs --spirv-ext=+SPV_INTEL_debug_module %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs --spirv-ext=+SPV_INTEL_debug_module %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o %t.rt.ll
; RUN: opt -verify -disable-output %t.rt.ll
; RUN: FileCheck %s --check-prefix=LLVM < %t.rt.ll
; RUN: llc -mtriple=x86_64-pc-linux -filetype=obj %t.rt.ll -o %t.o
; RUN: llvm-dwarfdump -debug-info %t.o | FileCheck %s --check-prefix=DWARF
; RUN: llvm-spirv-rs %t.bc -o %t.noext.spv
; RUN: spirv-val %t.noext.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: not --crash llvm-spirv-14 -r %t.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
; RUN: not --crash llvm-spirv-14 -r %t.noext.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT

; INCUMBENT: llvm-spirv-14: {{.*}}transImportedEntry{{.*}}Assertion `Ops.size() >= OperandCount

; SPV: Capability DebugInfoModuleINTEL
; SPV: Extension "SPV_INTEL_debug_module"
; SPV-DAG: String [[NAME:[0-9]+]] "Geometry"
; SPV-DAG: String [[MACROS:[0-9]+]] "-DUSE_GEOMETRY=1"
; SPV-DAG: String [[INC:[0-9]+]] "/opt/geometry/include"
; SPV-DAG: String [[NOTES:[0-9]+]] "geometry.apinotes"
; SPV-DAG: String [[CPLX:[0-9]+]] "cplx"
; SPV: ExtInst {{[0-9]+}} [[CU:[0-9]+]] {{[0-9]+}} DebugCompileUnit 65536 5 {{[0-9]+}}
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} DebugTypeBasic [[CPLX]] {{[0-9]+}} 0
; SPV-DAG: ExtInst {{[0-9]+}} [[MOD:[0-9]+]] {{[0-9]+}} DebugModuleINTEL [[NAME]] {{[0-9]+}} [[CU]] 7 [[MACROS]] [[INC]] [[NOTES]] 1
; SPV-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} DebugImportedEntity {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} [[MOD]] 12 0 [[CU]]

; NOEXT-NOT: DebugModuleINTEL
; NOEXT-NOT: DebugInfoModuleINTEL
; NOEXT: DebugImportedEntity

; LLVM-NOT: source_filename
; LLVM-DAG: !{i32 7, !"Dwarf Version", i32 5}
; LLVM-DAG: !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: ![[CUN:[0-9]+]], entity: ![[M:[0-9]+]], file: !{{[0-9]+}}, line: 12)
; LLVM-DAG: ![[M]] = !DIModule(scope: null, name: "Geometry", configMacros: "-DUSE_GEOMETRY=1", includePath: "/opt/geometry/include", apinotes: "geometry.apinotes", file: !{{[0-9]+}}, line: 7, isDecl: true)
; LLVM-DAG: !DIBasicType(tag: DW_TAG_unspecified_type, name: "cplx")
; LLVM-DAG: ![[SHAPE:[0-9]+]] = !DICompositeType(tag: DW_TAG_structure_type, name: "Shape",{{.*}} elements: ![[ELEMS:[0-9]+]]
; LLVM-DAG: ![[ELEMS]] = !{![[AREA:[0-9]+]], ![[CTOR:[0-9]+]]}
; LLVM-DAG: ![[AREA]] = !DIDerivedType(tag: DW_TAG_member, name: "area"
; LLVM-DAG: ![[CTOR]] = !DISubprogram(name: "Shape", scope: ![[SHAPE]],
; LLVM-DAG: !DIDerivedType(tag: DW_TAG_pointer_type, baseType: ![[SHAPE]], size: 64, flags: DIFlagArtificial | DIFlagObjectPointer
; LLVM-NOT: DW_TAG_unspecified_type, name: "Shape"

; DWARF: Compile Unit: {{.*}} version = 0x0005
; DWARF: DW_TAG_compile_unit
; DWARF: DW_TAG_module
; DWARF-NEXT: DW_AT_name ("Geometry")
; DWARF-NEXT: DW_AT_LLVM_config_macros ("-DUSE_GEOMETRY=1")
; DWARF: DW_TAG_imported_declaration
; DWARF: DW_TAG_unspecified_type
; DWARF-NEXT: DW_AT_name ("cplx")
; DWARF: DW_TAG_structure_type
; DWARF-NEXT: DW_AT_name ("Shape")
; DWARF: DW_TAG_member
; DWARF-NEXT: DW_AT_name ("area")
; DWARF: DW_TAG_subprogram
; DWARF-NEXT: DW_AT_name ("Shape")

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.Shape = type { float }

define spir_func void @measure({ float, float }* %c, %struct.Shape* %s) !dbg !20 {
entry:
  call void @llvm.dbg.declare(metadata { float, float }* %c, metadata !24, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata %struct.Shape* %s, metadata !25, metadata !DIExpression()), !dbg !26
  ret void, !dbg !26
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "hand written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, imports: !3)
!1 = !DIFile(filename: "geometry.cpp", directory: "/src")
!3 = !{!4}
!4 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !5, file: !1, line: 12)
!5 = !DIModule(scope: null, name: "Geometry", configMacros: "-DUSE_GEOMETRY=1", includePath: "/opt/geometry/include", apinotes: "geometry.apinotes", file: !1, line: 7, isDecl: true)
!8 = !{i32 2, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !DIBasicType(name: "cplx", size: 64, encoding: DW_ATE_complex_float)
!11 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Shape", file: !1, line: 3, size: 32, elements: !13, identifier: "_ZTS5Shape")
!13 = !{!14, !15}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !12, file: !1, line: 4, baseType: !11, size: 32)
!15 = !DISubprogram(name: "Shape", scope: !12, file: !1, line: 5, type: !16, scopeLine: 5, flags: DIFlagPrototyped, spFlags: 0)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!20 = distinct !DISubprogram(name: "measure", scope: !1, file: !1, line: 20, type: !21, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !10, !12}
!23 = !{!24, !25}
!24 = !DILocalVariable(name: "c", arg: 1, scope: !20, file: !1, line: 20, type: !10)
!25 = !DILocalVariable(name: "s", arg: 2, scope: !20, file: !1, line: 20, type: !12)
!26 = !DILocation(line: 20, column: 3, scope: !20)
