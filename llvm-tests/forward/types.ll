; Types: every integer width (i1 → OpTypeBool, vectors of bool), half/float/double with their
; capabilities, vectors of 2/3/4/8/16, arrays, plain/packed/named/opaque/self-referencing
; structs (OpTypeForwardPointer), pointers in each address space, function types.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-DAG: Capability Int8
; CHECK-DAG: Capability Int16
; CHECK-DAG: Capability Int64
; CHECK-DAG: Capability Float16Buffer
; CHECK-DAG: Capability Float64
; CHECK-DAG: Capability Vector16
; CHECK-DAG: Capability GenericPointer
; CHECK: MemoryModel 2 2
; CHECK-DAG: Name [[PACKED:[0-9]+]] "struct.packed"
; CHECK-DAG: Decorate [[PACKED]] CPacked
; CHECK-DAG: TypeBool [[BOOL:[0-9]+]]
; CHECK-DAG: TypeInt [[I8:[0-9]+]] 8 0
; CHECK-DAG: TypeInt [[I16:[0-9]+]] 16 0
; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: TypeInt [[I64:[0-9]+]] 64 0
; CHECK-DAG: TypeFloat [[HALF:[0-9]+]] 16
; CHECK-DAG: TypeFloat [[FLOAT:[0-9]+]] 32
; CHECK-DAG: TypeFloat [[DOUBLE:[0-9]+]] 64
; CHECK-DAG: TypeVector {{[0-9]+}} [[I8]] 2
; CHECK-DAG: TypeVector {{[0-9]+}} [[I16]] 3
; CHECK-DAG: TypeVector [[V4I32:[0-9]+]] [[I32]] 4
; CHECK-DAG: TypeVector {{[0-9]+}} [[I64]] 8
; CHECK-DAG: TypeVector {{[0-9]+}} [[FLOAT]] 16
; CHECK-DAG: TypeVector {{[0-9]+}} [[HALF]] 2
; CHECK-DAG: TypeVector {{[0-9]+}} [[DOUBLE]] 4
; CHECK-DAG: TypeVector [[V4BOOL:[0-9]+]] [[BOOL]] 4
; Array lengths are of the data layout's size_t (64 bits here, as llvm-spirv writes them).
; CHECK-DAG: Constant [[I64]] [[FOUR:[0-9]+]] 4 0
; CHECK-DAG: TypeArray {{[0-9]+}} [[I32]] [[FOUR]]
; CHECK-DAG: TypeStruct [[PLAIN:[0-9]+]] [[I32]] [[FLOAT]]
; CHECK-DAG: TypeStruct [[PACKED]] [[I8]] [[I32]]
; CHECK-DAG: TypeOpaque {{[0-9]+}} "opaque.thing"
; A struct that points to itself needs a forward declaration of the pointer.
; CHECK-DAG: TypeForwardPointer [[NODEP:[0-9]+]] 5
; CHECK-DAG: TypeStruct [[NODE:[0-9]+]] [[I32]] [[NODEP]]
; CHECK-DAG: TypePointer [[NODEP]] 5 [[NODE]]
; Address spaces 0-4: Function, CrossWorkgroup, UniformConstant, Workgroup, Generic.
; CHECK-DAG: TypePointer {{[0-9]+}} 7 [[I32]]
; CHECK-DAG: TypePointer {{[0-9]+}} 5 [[I32]]
; CHECK-DAG: TypePointer {{[0-9]+}} 0 [[I32]]
; CHECK-DAG: TypePointer {{[0-9]+}} 4 [[I32]]
; CHECK-DAG: TypePointer {{[0-9]+}} 8 [[I32]]
; CHECK-DAG: TypeFunction {{[0-9]+}} [[V4BOOL]] [[V4I32]] [[V4I32]]
; CHECK: SLessThan [[V4BOOL]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.plain = type { i32, float }
%struct.packed = type <{ i8, i32 }>
%struct.node = type { i32, %struct.node addrspace(1)* }
%struct.a = type { %struct.b* }
%struct.b = type { %struct.a* }
%opaque.thing = type opaque

define spir_func void @scalars(i1 %b, i8 %c, i16 %s, i32 %i, i64 %l, half %h, float %f, double %d) {
  ret void
}

define spir_func void @vectors(<2 x i8> %a, <3 x i16> %b, <4 x i32> %c, <8 x i64> %d, <16 x float> %e, <2 x half> %f, <4 x double> %g) {
  ret void
}

define spir_func <4 x i1> @boolvec(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp slt <4 x i32> %a, %b
  ret <4 x i1> %c
}

define spir_func void @aggregates([4 x i32]* %a, %struct.plain* %p, %struct.packed* %q, %struct.node addrspace(1)* %n, %struct.a* %r, %opaque.thing* %o) {
  ret void
}

define spir_func void @spaces(i32* %p0, i32 addrspace(1)* %p1, i32 addrspace(2)* %p2, i32 addrspace(3)* %p3, i32 addrspace(4)* %p4) {
  ret void
}
