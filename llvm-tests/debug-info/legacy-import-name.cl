// Reverse of the debug set that llvm-spirv writes with --spirv-debug-info-version=legacy: it
// imports it as "SPIRV.debug" and numbers and lays out its instructions as
// OpenCL.DebugInfo.100 does (DebugCompilationUnit: Version, DWARF Version, Source, Language;
// DebugTypeComposite with its members; DebugLexicalBlock: Source, Line, Column, Parent).
// spirv-val refuses that import name (we write the set as "DebugInfo"), but such modules exist
// on disk: the reverse reads them as OpenCL.DebugInfo.100 and gives each instruction its DI node.
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 $(basename %s) -o %t.bc
// RUN: llvm-spirv-14 --spirv-debug-info-version=legacy %t.bc -o %t.spv
// RUN: llvm-spirv-rs -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
// RUN: opt -verify -disable-output %t.rt.ll
// RUN: FileCheck %s < %t.rt.ll

// SPV: ExtInstImport [[SET:[0-9]+]] "SPIRV.debug"
// SPV: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugCompileUnit 65536 4

// CHECK: call void @llvm.dbg.declare(metadata i32* %y, metadata ![[Y:[0-9]+]], metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg ![[YLOC:[0-9]+]]
// CHECK: call void @llvm.dbg.declare(metadata i32* %j, metadata ![[J:[0-9]+]], metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef))
// CHECK-DAG: !llvm.dbg.cu = !{![[CU:[0-9]+]]}
// CHECK-DAG: ![[CU]] = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: ![[CUF:[0-9]+]],
// CHECK-DAG: ![[CUF]] = !DIFile(filename: "<stdin>",
// CHECK-DAG: ![[HELPER:[0-9]+]] = distinct !DISubprogram(name: "helper", scope: null, file: ![[F:[0-9]+]], line: [[@LINE+14]], type: ![[HT:[0-9]+]], scopeLine: [[@LINE+14]], {{.*}}spFlags: DISPFlagDefinition, unit: ![[CU]]
// CHECK-DAG: ![[F]] = !DIFile(filename: "legacy-import-name.cl",
// CHECK-DAG: ![[HT]] = !DISubroutineType({{.*}}types: ![[HTYPES:[0-9]+]])
// CHECK-DAG: ![[HTYPES]] = !{![[INT:[0-9]+]], ![[INT]]}
// CHECK-DAG: ![[INT]] = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// CHECK-DAG: ![[Y]] = !DILocalVariable(name: "y", scope: ![[HELPER]], file: ![[F]], line: [[@LINE+9]], type: ![[INT]])
// CHECK-DAG: ![[YLOC]] = !DILocation(line: [[@LINE+8]], column: 25, scope: ![[HELPER]])
// CHECK-DAG: ![[K:[0-9]+]] = distinct !DISubprogram(name: "k", {{.*}}line: [[@LINE+8]],
// CHECK-DAG: !DIDerivedType(tag: DW_TAG_pointer_type, baseType: ![[TD:[0-9]+]], size: 64, dwarfAddressSpace: 1)
// CHECK-DAG: ![[TD]] = !DIDerivedType(tag: DW_TAG_typedef, name: "pair_t", file: ![[F]], baseType: ![[S:[0-9]+]])
// CHECK-DAG: ![[S]] = !DICompositeType(tag: DW_TAG_structure_type, file: ![[F]], line: [[@LINE+3]], size: 64, elements: ![[MEMBERS:[0-9]+]])
// CHECK-DAG: !DIDerivedType(tag: DW_TAG_member, name: "b", scope: ![[S]], file: ![[F]], line: [[@LINE+2]], baseType: !{{[0-9]+}}, size: 32, offset: 32
// CHECK-DAG: ![[J]] = !DILocalVariable(name: "j", scope: ![[BLOCK:[0-9]+]], file: ![[F]], line: [[@LINE+6]], type: ![[INT]])
typedef struct { int a; float b; } pair_t;
int helper(int x) { int y = x + 1; return y; }
kernel void k(global pair_t *p, global int *out) {
  int i = get_global_id(0);
  // CHECK-DAG: ![[BLOCK]] = distinct !DILexicalBlock(scope: ![[K]], file: ![[F]], line: [[@LINE+1]], column: 3)
  for (int j = 0; j < 2; j++) { out[i] += helper(p[i].a) + j; }
}
