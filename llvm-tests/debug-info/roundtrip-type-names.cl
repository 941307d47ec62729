// Round trip of the C types whose debug info spirv-val 2023.1 only accepts through stand-in
// DebugTypeBasic bases (see fit_validator in src/llvm_to_spirv/debug_info.rs), with -g at -O0
// and -O2: typedefs of anonymous structs, unions and enums (the stand-in is named where the
// type is declared), `typedef struct Cell Cell` (the struct's stand-in is `struct Cell`, apart
// from the typedef), typedefs of pointers (`sampler_t`, a pointer to an opaque struct; a
// pointer to global memory), of arrays and of arrays of typedefs, const typedefs of structs,
// pointers to pointers, and pointers to images, which have no DWARF address space (kept as
// none). The DWARF llc makes of the original and of reverse(forward(original)) is the same,
// but for one location: at -O2 `r` (`cells + gid`) is a DIArgList of two values, which
// OpenCL.DebugInfo.100's DebugValue cannot hold (one value), so the round trip has none.
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 -debug-info-kind=limited -dwarf-version=4 $(basename %s) -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs -r %t.spv -o %t.rt.ll
// RUN: llvm-dis %t.bc -o %t.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.ll -o %t.o
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t.rt.ll -o %t.rt.o
// RUN: python3 %S/Inputs/dwarf_compare.py %t.o %t.rt.o
// RUN: FileCheck %s < %t.rt.ll
// RUN: cd %S && %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 -debug-info-kind=limited -dwarf-version=4 $(basename %s) -o %t2.bc
// RUN: llvm-spirv-rs %t2.bc -o %t2.spv
// RUN: spirv-val %t2.spv
// RUN: llvm-spirv-rs -r %t2.spv -o %t2.rt.ll
// RUN: llvm-dis %t2.bc -o %t2.ll
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t2.ll -o %t2.o
// RUN: llc -O0 -mtriple=x86_64-linux -filetype=obj %t2.rt.ll -o %t2.rt.o
// RUN: python3 %S/Inputs/dwarf_compare.py --no-location r %t2.o %t2.rt.o
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

// SPV-DAG: String [[ANON:[0-9]+]] "(anonymous struct at roundtrip-type-names.cl:{{[0-9]+}})"
// SPV-DAG: String [[CELL:[0-9]+]] "struct Cell"
// SPV-DAG: String [[SMP:[0-9]+]] "struct opencl_sampler_t *"
// SPV-DAG: String [[IMG:[0-9]+]] "struct opencl_image2d_ro_t"
// SPV-DAG: [[IMGS:[0-9]+]] {{[0-9]+}} DebugTypeBasic [[IMG]] {{[0-9]+}} 0
// SPV-DAG: DebugTypeBasic [[ANON]] {{[0-9]+}} 0
// SPV-DAG: DebugTypeBasic [[CELL]] {{[0-9]+}} 0
// SPV-DAG: DebugTypeBasic [[SMP]] {{[0-9]+}} 0
// A pointer without an address space says Input (1), which the reverse reads as none.
// SPV-DAG: DebugTypePointer [[IMGS]] 1 0

// CHECK-DAG: !DIDerivedType(tag: DW_TAG_typedef, name: "Body", {{.*}}baseType: ![[BODY:[0-9]+]])
// CHECK-DAG: ![[BODY]] = !DICompositeType(tag: DW_TAG_structure_type, file: {{.*}}, size: 128, elements:
// CHECK-DAG: !DIDerivedType(tag: DW_TAG_typedef, name: "Cell", {{.*}}baseType: ![[CELLS:[0-9]+]])
// CHECK-DAG: ![[CELLS]] = !DICompositeType(tag: DW_TAG_structure_type, name: "Cell"
// CHECK-DAG: !DIDerivedType(tag: DW_TAG_typedef, name: "sampler_t", {{.*}}baseType: ![[SP:[0-9]+]])
// CHECK-DAG: ![[SP]] = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: ![[OS:[0-9]+]], size: 64)
// CHECK-DAG: ![[OS]] = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_sampler_t"

typedef struct { float4 pos; } Body;
typedef union { int i; float f; } Word;
typedef enum { IDLE, BUSY = 4 } State;
typedef struct Cell Cell;
struct Cell { int id; __global Cell *next; };
typedef __global Cell *CellRef;
typedef int Quad[4];
typedef Quad Block[2];
typedef const Body CBody;

__kernel void step(__global Body *bodies, __global Cell *cells, __global int *out,
                   read_only image2d_t img, sampler_t smp, __local Word *scratch) {
  int gid = get_global_id(0);
  CBody b = bodies[gid];
  Word w;
  w.f = b.pos.x;
  State s = BUSY;
  Quad q;
  q[1] = s;
  Block blk;
  blk[1][2] = q[1];
  CellRef r = cells + gid;
  __global Cell *__private *rr = &r;
  float4 px = read_imagef(img, smp, (int2)(gid, 0));
  scratch[0] = w;
  out[gid] = w.i + q[1] + blk[1][2] + (*rr)->next->id + (int)px.x + scratch[0].i;
}
