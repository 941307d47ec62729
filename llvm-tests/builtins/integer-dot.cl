// cl_khr_integer_dot_product under SPV_KHR_integer_dot_product: dot and dot_acc_sat of integer
// vectors are OpSDot/OpUDot/OpSUDot and their AccSat forms by the factors' signedness (an
// unsigned first factor with a signed second swaps them into OpSUDot); the 4x8packed forms of
// two uints add PackedVectorFormat4x8Bit. Input capabilities by type: char4 4x8Bit, other
// vectors InputAll, packed 4x8BitPacked. Reverse: dot/dot_acc_sat with the instruction's
// signedness, the packed names (ss, su, uu) in CL1.2 and CL2.0; __spirv_*DotKHR in SPV-IR, with the
// _R{ReturnType} postfix SPIRVRepresentationInLLVM.rst gives instructions whose result type the
// arguments do not determine (_Rint for the signed forms, _Ruint for UDot), which the forward reads.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -cl-ext=+cl_khr_integer_dot_product,+__opencl_c_integer_dot_product_input_4x8bit,+__opencl_c_integer_dot_product_input_4x8bit_packed -emit-llvm-bc %s -o %t.bc
// RUN: not llvm-spirv-rs %t.bc -o %t.noext.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_integer_dot_product -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_integer_dot_product -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.bc
// RUN: llvm-dis %t.cl20.bc -o - | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.cl20.bc --spirv-ext=+SPV_KHR_integer_dot_product -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.cl20.bc --spirv-ext=+SPV_KHR_integer_dot_product -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: llvm-spirv-rs %t.spvir.bc --spirv-ext=+SPV_KHR_integer_dot_product -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs %t.spvir.bc --spirv-ext=+SPV_KHR_integer_dot_product -o %t.again2.spv
// RUN: spirv-val %t.again2.spv

// NOEXT: UnsupportedBuiltin: the builtin dot(char4, char4): a dot product of integers needs SPV_KHR_integer_dot_product

// SPV-DAG: Capability DotProductKHR
// SPV-DAG: Capability DotProductInput4x8BitKHR
// SPV-DAG: Capability DotProductInputAllKHR
// SPV-DAG: Capability DotProductInput4x8BitPackedKHR
// SPV-DAG: Extension "SPV_KHR_integer_dot_product"
// SPV: FunctionParameter {{[0-9]+}} [[SA:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[UB:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[SW:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[UW:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[P:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[Q:[0-9]+]]
// SPV-NEXT: FunctionParameter {{[0-9]+}} [[ACC:[0-9]+]]
// SPV: SDotKHR {{[0-9]+}} {{[0-9]+}} [[SA]] [[SA]]{{ *$}}
// SPV: SUDotKHR {{[0-9]+}} {{[0-9]+}} [[SA]] [[UB]]{{ *$}}
// SPV: SUDotKHR {{[0-9]+}} {{[0-9]+}} [[SA]] [[UB]]{{ *$}}
// SPV: UDotKHR {{[0-9]+}} {{[0-9]+}} [[UB]] [[UB]]{{ *$}}
// SPV: SUDotAccSatKHR {{[0-9]+}} {{[0-9]+}} [[SW]] [[UW]] [[ACC]]{{ *$}}
// SPV: SDotKHR {{[0-9]+}} {{[0-9]+}} [[P]] [[Q]] 0
// SPV: SUDotKHR {{[0-9]+}} {{[0-9]+}} [[Q]] [[P]] 0
// SPV: UDotAccSatKHR {{[0-9]+}} {{[0-9]+}} [[P]] [[Q]] {{[0-9]+}} 0

// CL: call spir_func i32 @_Z3dotDv4_cS_(
// CL: call spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8> %sa, <4 x i8> %ub)
// CL: call spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8> %sa, <4 x i8> %ub)
// CL: call spir_func i32 @_Z3dotDv4_hS_(
// CL: call spir_func i32 @_Z11dot_acc_satDv2_sDv2_ti(<2 x i16> %sw, <2 x i16> %uw, i32 %acc)
// CL: call spir_func i32 @_Z20dot_4x8packed_ss_intjj(i32 %p, i32 %q)
// CL: call spir_func i32 @_Z20dot_4x8packed_su_intjj(i32 %q, i32 %p)
// CL: call spir_func i32 @_Z29dot_acc_sat_4x8packed_uu_uintjjj(i32 %p, i32 %q,

// SPVIR: call spir_func i32 @_Z20__spirv_SDotKHR_RintDv4_cS_(
// SPVIR: call spir_func i32 @_Z21__spirv_SUDotKHR_RintDv4_cS_(<4 x i8> %sa, <4 x i8> %ub)
// SPVIR: call spir_func i32 @_Z21__spirv_SUDotKHR_RintDv4_cS_(<4 x i8> %sa, <4 x i8> %ub)
// SPVIR: call spir_func i32 @_Z21__spirv_UDotKHR_RuintDv4_cS_(
// SPVIR: call spir_func i32 @_Z27__spirv_SUDotAccSatKHR_RintDv2_sS_i(<2 x i16> %sw, <2 x i16> %uw, i32 %acc)
// SPVIR: call spir_func i32 @_Z20__spirv_SDotKHR_Rintiii(i32 %p, i32 %q, i32 0)
// SPVIR: call spir_func i32 @_Z21__spirv_SUDotKHR_Rintiii(i32 %q, i32 %p, i32 0)
// SPVIR: call spir_func i32 @_Z27__spirv_UDotAccSatKHR_Ruintiiii(i32 %p, i32 %q, i32 {{.*}}, i32 0)

int __attribute__((overloadable)) dot_acc_sat(short2, ushort2, int);

kernel void dots(char4 sa, uchar4 ub, short2 sw, ushort2 uw, uint p, uint q, int acc,
                 global int *out, global uint *uout) {
  out[0] = dot(sa, sa);
  out[1] = dot(sa, ub);
  out[2] = dot(ub, sa);
  uout[3] = dot(ub, ub);
  out[4] = dot_acc_sat(sw, uw, acc);
  out[5] = dot_4x8packed_ss_int(p, q);
  out[6] = dot_4x8packed_us_int(p, q);
  uout[7] = dot_acc_sat_4x8packed_uu_uint(p, q, (uint)acc);
}
