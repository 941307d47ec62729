// cl_khr_extended_bit_ops: bitfield_insert, bitfield_extract_signed, bitfield_extract_unsigned and
// bit_reverse are OpBitFieldInsert, OpBitFieldSExtract, OpBitFieldUExtract and OpBitReverse
// (SPIR-V 3.42.14), which a Kernel module may use with the BitInstructions capability of
// SPV_KHR_bit_instructions. Without the extension they need Shader, which needs structured
// control flow: a module without branches uses them under Shader, one with branches keeps calls of
// the OpenCL C functions (valid, if not linked). Reverse: the OpenCL C functions again (offset
// and count uint), llvm.bitreverse for OpBitReverse; SPV-IR: __spirv_BitField*.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm-bc %s -o %t.bc
// RUN: llvm-spirv-rs --spirv-ext=+SPV_KHR_bit_instructions %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs --spirv-ext=+SPV_KHR_bit_instructions %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs --spirv-ext=+SPV_KHR_bit_instructions %t.spvir.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv
// Without the extension, no branch: Shader.
// RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SHADER
// RUN: llvm-spirv-rs %t.bc -o %t.shader.spv
// RUN: spirv-val %t.shader.spv
// Without the extension, with a branch: calls.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -DBRANCH -emit-llvm-bc %s -o %t.branch.bc
// RUN: llvm-spirv-rs %t.branch.bc -spirv-text -o - | FileCheck %s --check-prefix=CALLS
// RUN: llvm-spirv-rs %t.branch.bc -o %t.branch.spv
// RUN: spirv-val %t.branch.spv

// SPV-DAG: Capability BitInstructions
// SPV-DAG: Extension "SPV_KHR_bit_instructions"
// SPV-NOT: Capability Shader
// SPV-DAG: BitFieldInsert
// SPV-DAG: BitFieldSExtract
// SPV-DAG: BitFieldUExtract
// SPV-DAG: BitReverse
// SPV-NOT: FunctionCall

// CL-DAG: call spir_func i32 @_Z15bitfield_insertiijj(i32
// CL-DAG: call spir_func <4 x i16> @_Z23bitfield_extract_signedDv4_sjj(<4 x i16>
// CL-DAG: call spir_func i64 @_Z25bitfield_extract_unsignedljj(i64
// CL-DAG: call <2 x i8> @llvm.bitreverse.v2i8(<2 x i8>

// SPVIR-DAG: call spir_func i32 @_Z22__spirv_BitFieldInsertiiii(i32
// SPVIR-DAG: call spir_func <4 x i16> @_Z24__spirv_BitFieldSExtractDv4_sii(<4 x i16>

// SHADER-DAG: Capability Shader
// SHADER-DAG: BitFieldInsert
// SHADER-NOT: Extension "SPV_KHR_bit_instructions"

// CALLS-NOT: Capability Shader
// CALLS: FunctionCall
// CALLS-NOT: BitFieldInsert

uint insert(uint b, uint i, uint o, uint c) { return bitfield_insert(b, i, o, c); }
short4 sext(short4 b, uint o, uint c) { return bitfield_extract_signed(b, o, c); }
ulong uext(ulong b, uint o, uint c) { return bitfield_extract_unsigned(b, o, c); }
uchar2 rev(uchar2 x) { return bit_reverse(x); }
#ifdef BRANCH
uint branchy(uint b, uint o) { return o ? bitfield_insert(b, b, o, 1u) : b; }
#endif
