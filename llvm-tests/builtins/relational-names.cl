// Names of the booleans of relational functions. A test of one value (isnan, isinf, isfinite,
// isnormal, signbit) answers a bool (a bool vector for a vector argument) that OpenCL C widens
// to int (1, or -1 per lane); the boolean is named as the call with a number appended, as
// llvm-spirv names it (the call it keeps under the call's name, numbered by LLVM's uniquing
// counter), scalar or vector. A comparison of two values (isequal ... isunordered) is one
// unnamed instruction, which takes no number from the counter: the names after it go on.
// any/all of a scalar is a sign test (named "cast") whose select has no name.
// Only names change here: the module validates and the incumbent reads it; `-s` then the
// forward gives the same SPIR-V.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL1.2 -finclude-default-header -emit-llvm-bc -O0 %s -o %t.bc
// RUN: llvm-spirv-rs %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs %t.spv -to-text -o - | grep -E '"call|"cast|IsFinite|SignBitSet|IsNan|IsNormal|IsInf|FOrd|Ordered|Unordered|SLessThan|Select [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ $' | FileCheck %s
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
// RUN: llvm-spirv-rs -s %t.bc -o %t.reg.bc
// RUN: llvm-spirv-rs %t.reg.bc -o %t.reg.spv
// RUN: cmp %t.spv %t.reg.spv

// The names in id order: each call's (the select's) and the tests' booleans only.
// CHECK: Name {{[0-9]+}} "call"
// CHECK-NEXT: Name {{[0-9]+}} "call5"
// CHECK-NEXT: Name [[FIN:[0-9]+]] "call81"
// CHECK-NEXT: Name {{[0-9]+}} "call8"
// CHECK-NEXT: Name {{[0-9]+}} "call12"
// CHECK-NEXT: Name [[SB:[0-9]+]] "call152"
// CHECK-NEXT: Name {{[0-9]+}} "call15"
// CHECK-NEXT: Name [[NAN:[0-9]+]] "call183"
// CHECK-NEXT: Name {{[0-9]+}} "call18"
// CHECK-NEXT: Name {{[0-9]+}} "call22"
// CHECK-NEXT: Name [[NORM:[0-9]+]] "call254"
// CHECK-NEXT: Name {{[0-9]+}} "call25"
// CHECK-NEXT: Name {{[0-9]+}} "call29"
// CHECK-NEXT: Name [[INF:[0-9]+]] "call325"
// CHECK-NEXT: Name {{[0-9]+}} "call32"
// CHECK-NEXT: Name [[NEG:[0-9]+]] "cast"
// CHECK-NOT: Name
// CHECK-DAG: FOrdEqual [[#]] [[#]]
// CHECK-DAG: Ordered [[#]] [[#]]
// CHECK-DAG: IsFinite [[#]] [[FIN]]
// CHECK-DAG: FOrdNotEqual [[#]] [[#]]
// CHECK-DAG: SignBitSet [[#]] [[SB]]
// CHECK-DAG: IsNan [[#]] [[NAN]]
// CHECK-DAG: FOrdLessThan [[#]] [[#]]
// CHECK-DAG: IsNormal [[#]] [[NORM]]
// CHECK-DAG: Unordered [[#]] [[#]]
// CHECK-DAG: IsInf [[#]] [[INF]]
// CHECK-DAG: SLessThan [[#]] [[NEG]]
// CHECK-DAG: Select [[#]] [[#]] [[NEG]]

kernel void k(global float *f, global int *r, global float4 *v, global int4 *rv,
              global double2 *dv, global long2 *lv) {
  rv[2] = isequal(v[0], v[1]);
  rv[3] = isordered(v[0], v[1]);
  r[0] = isfinite(f[0]);
  rv[4] = islessgreater(v[0], v[1]);
  rv[5] = signbit(v[0]);
  lv[0] = isnan(dv[0]);
  lv[1] = isless(dv[0], dv[1]);
  r[1] = isnormal(f[0]);
  r[2] = isunordered(f[0], f[1]);
  r[3] = isinf(f[0]);
  r[4] = any(r[5]);
}
