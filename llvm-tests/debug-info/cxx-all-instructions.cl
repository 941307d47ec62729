// Forward of what clang -g makes of C++ for OpenCL (classes, methods, inheritance, templates,
// pointers to members, namespaces and using-declarations, enums, typedefs, macros, inlining):
// the ext-insts of the debug sets by name, in output spirv-val accepts, at -O0 and -O2, for
// OpenCL.DebugInfo.100 and the older DebugInfo set; and the reverse verifies.
// Consumer check: llvm-spirv-14 -r cannot read these modules. It asserts on DebugImportedEntity
// with the 7 operands of the spec (it wants 8, writing an extra one spirv-val refuses), and it
// knows the older set only as "SPIRV.debug", a name spirv-val refuses (we write "DebugInfo");
// the RUN lines below pin those known failures.
// RUN: %clang_cc1 -triple spir64 -cl-std=clc++ -emit-llvm-bc -O0 -debug-info-kind=standalone -dwarf-version=4 -debug-info-macro -x clcpp %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefixes=CHECK,O0
// RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
// RUN: opt -verify -disable-output %t.rt.ll
// RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -o %t.legacy.spv
// RUN: spirv-val %t.legacy.spv
// RUN: llvm-spirv-rs %t.bc --spirv-debug-info-version=legacy -spirv-text -o - | FileCheck %s --check-prefixes=LEGACY
// RUN: llvm-spirv-rs -r %t.legacy.spv -o %t.legacy.ll
// RUN: opt -verify -disable-output %t.legacy.ll
// RUN: %clang_cc1 -triple spir64 -cl-std=clc++ -emit-llvm-bc -O2 -debug-info-kind=standalone -dwarf-version=4 -debug-info-macro -x clcpp %s -o %t2.bc
// RUN: llvm-spirv-rs %t2.bc -o %t2.spv
// RUN: spirv-val %t2.spv
// RUN: llvm-spirv-rs %t2.bc -spirv-text -o - | FileCheck %s --check-prefixes=CHECK,O2
// RUN: llvm-spirv-rs -r %t2.spv -o %t2.rt.ll
// RUN: opt -verify -disable-output %t2.rt.ll
// RUN: not --crash llvm-spirv-14 -r %t.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
// RUN: not --crash llvm-spirv-14 -r %t2.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT
// RUN: not llvm-spirv-14 -r %t.legacy.spv -o %t.inc.bc 2>&1 | FileCheck %s --check-prefix=INCUMBENT-LEGACY

// INCUMBENT: llvm-spirv-14: {{.*}}transImportedEntry{{.*}}Assertion `Ops.size() >= OperandCount
// INCUMBENT-LEGACY: InvalidBuiltinSetName: Expects OpenCL.std. Actual is DebugInfo

// CHECK-DAG: ExtInstImport [[SET:[0-9]+]] "OpenCL.DebugInfo.100"
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugSource{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugCompileUnit{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugInfoNone{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeBasic{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypePointer{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeQualifier{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeArray{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeVector{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypedef{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeFunction{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeEnum{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeComposite{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeMember{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeInheritance{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypePtrToMember{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplate{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplateParameter{{( |$)}}
// O0-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTemplateTemplateParameter{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugGlobalVariable{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugFunctionDeclaration{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugFunction{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugLexicalBlock{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugLocalVariable{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugOperation{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugExpression{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugMacroDef{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugMacroUndef{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugImportedEntity{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugScope{{( |$)}}
// O0-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugNoScope{{( |$)}}
// CHECK-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugInlinedAt{{( |$)}}
// O0-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugDeclare{{( |$)}}
// O2-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugValue{{( |$)}}
// CHECK-DAG: Line {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}

// LEGACY-DAG: ExtInstImport [[SET:[0-9]+]] "DebugInfo"
// LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugCompileUnit{{( |$)}}
// LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugTypeComposite{{( |$)}}
// LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugFunction{{( |$)}}
// LEGACY-DAG: ExtInst {{[0-9]+}} {{[0-9]+}} [[SET]] DebugDeclare{{( |$)}}

#define ANSWER 42
#undef ANSWER
namespace ns { int nsfun(int x) { return x + 1; } }
using ns::nsfun;
enum Color { RED, GREEN = 5 };
typedef unsigned int uint_t;
struct Base { int b; };
struct Derived : Base {
  int d;
  int get() const { return d + b; }
};
template <typename T, int N> struct Arr { T data[N]; };
template <template <typename, int> class C> struct Holder { C<int, 2> c; };
template <typename... Ts> int count(Ts... ts) { return sizeof...(ts); }
int Derived::*pm = &Derived::d;
global int gv = 3;
static inline __attribute__((always_inline)) int twice(int v) { int t = v * 2; return t; }
typedef float float4 __attribute__((ext_vector_type(4)));
kernel void k(global int *out, int n) {
  Derived dd; dd.b = 1; dd.d = 2;
  Arr<float, 3> a; a.data[0] = 1.0f;
  Holder<Arr> h; h.c.data[1] = 3;
  Color c = GREEN;
  const int cn = n;
  uint_t u = 7;
  float4 v = (float4)(1.0f);
  for (int i = 0; i < n; ++i) {
    out[i] = dd.get() + nsfun(i) + twice(i) + count(1, 2) + (int)a.data[0] + h.c.data[1] + c + u + (int)v.x + gv + dd.*pm + cn;
  }
}
