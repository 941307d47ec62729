// The SPIRV-Tools assembly round trips (spirv-tests/Inputs/asm-roundtrip.sh: spirv-dis output
// read by us, ours read by spirv-as, our text equal to spirv-dis's) on the SPIR-V of a sample of
// the real programs (scripts/asm-roundtrip runs them on every module of the test suite).
// RUN: for p in bitonic-sort black-scholes dct8x8 double-precision; do \
// RUN:   clang-14 -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header \
// RUN:     -cl-ext=+cl_khr_fp64,+cl_khr_fp16 -emit-llvm-bc -O2 %S/../programs/$p.cl -o %t.$p.bc && \
// RUN:   llvm-spirv-rs %t.$p.bc -o %t.$p.spv && spirv-val %t.$p.spv && \
// RUN:   bash %S/../../spirv-tests/Inputs/asm-roundtrip.sh %t.$p.spv %t.$p || exit 1; done
// With debug info (OpenCL.DebugInfo.100, written by its grammar names as SPIRV-Tools does):
// RUN: clang-14 -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc -O0 \
// RUN:   -debug-info-kind=limited -dwarf-version=4 %S/../programs/bfs.cl -o %t.g.bc
// RUN: llvm-spirv-rs %t.g.bc -o %t.g.spv
// RUN: bash %S/../../spirv-tests/Inputs/asm-roundtrip.sh %t.g.spv %t.g
// RUN: llvm-spirv-rs -to-text --spirv-asm %t.g.spv -o - | FileCheck %s
// CHECK: OpExtInst %void %{{[0-9]+}} DebugCompilationUnit
kernel void unused(void) {}
