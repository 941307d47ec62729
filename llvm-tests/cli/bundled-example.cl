// The bundled example of the README (scripts/example) is current: examples/vector_add.spv is
// what this build makes of examples/vector_add.bc (regenerate both with
// `scripts/example --regenerate`), it is valid, and it translates back; the source compiles to
// a module with the same kernel.
// RUN: llvm-spirv-rs %S/../../examples/vector_add.bc -o %t.spv
// RUN: cmp %t.spv %S/../../examples/vector_add.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
// RUN: opt -verify -disable-output %t.rt.bc
// RUN: llvm-spirv-rs -to-text %t.spv -o - | FileCheck %s
// CHECK: EntryPoint 6 {{[0-9]+}} "vector_add"
// CHECK: ExtInst {{.*}} mad
// RUN: clang-14 -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O2 %S/../../examples/vector_add.cl -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o - | cmp - %S/../../examples/vector_add.spv
