; llvm.powi with exponents of every width (LangRef 14: "the second argument is an integer
; power", of any integer type; one exponent for all lanes of a vector). OpenCL.std pown takes
; a 32-bit int (intn for a vector): a narrower exponent is sign-extended (i1 true is -1), an
; i32 one is splat to the lanes, and an i64 one is used truncated when it fits 32 bits, else
; as x^n = pown(x, s*c0) * pown(y1, c1) * pown(y2, c2) with y1 = pown(x, s*2^21),
; y2 = pown(y1, 2^21) and |n| = c0 + c1*2^21 + c2*2^42 (src/llvm_to_spirv/intrinsics/powi.rs).
; The constrained form takes the same path. spirv-val checks pown's operand types, and the
; incumbent reads the output too (no OpCompositeConstruct of values, which its reader crashes on).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-14 -r %t.spv -o %t.inc.bc
; RUN: opt -verify %t.inc.bc -o /dev/null

; CHECK-DAG: Constant [[I32:[0-9]+]] [[P21:[0-9]+]] 2097152{{ *$}}
; CHECK-DAG: Constant [[I64:[0-9]+]] [[MASK:[0-9]+]] 2097151 0{{ *$}}
; CHECK-DAG: Constant [[I64]] [[S21:[0-9]+]] 21 0{{ *$}}
; CHECK-DAG: Constant [[I64]] [[S42:[0-9]+]] 42 0{{ *$}}

; i32 exponent, scalar: pown as is.
; CHECK: Function
; CHECK: FunctionParameter {{[0-9]+}} [[X:[0-9]+]]
; CHECK: FunctionParameter {{[0-9]+}} [[N:[0-9]+]]
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} pown [[X]] [[N]]
; CHECK: FunctionEnd

; i16 exponent of a vector: sign-extended, then splat.
; CHECK: Function
; CHECK: FunctionParameter {{[0-9]+}} [[XV:[0-9]+]]
; CHECK: FunctionParameter {{[0-9]+}} [[M:[0-9]+]]
; CHECK: SConvert [[I32]] [[W:[0-9]+]] [[M]]
; CHECK: CompositeInsert {{[0-9]+}} [[WI:[0-9]+]] [[W]] {{[0-9]+}} 0
; CHECK: VectorShuffle {{[0-9]+}} [[WV:[0-9]+]] [[WI]] [[WI]] 0 0
; CHECK: ExtInst {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} pown [[XV]] [[WV]]
; CHECK: FunctionEnd

; i64 exponent: truncated when it fits, else the chunks.
; CHECK: Function
; CHECK: FunctionParameter {{[0-9]+}} [[X:[0-9]+]]
; CHECK: FunctionParameter {{[0-9]+}} [[N:[0-9]+]]
; CHECK: SConvert [[I32]] [[LOW:[0-9]+]] [[N]]
; CHECK: SConvert [[I64]] [[BACK:[0-9]+]] [[LOW]]
; CHECK: IEqual {{[0-9]+}} [[FITS:[0-9]+]] [[BACK]] [[N]]
; CHECK: ExtInst {{[0-9]+}} [[DIRECT:[0-9]+]] {{[0-9]+}} pown [[X]] [[LOW]]
; CHECK: SLessThan {{[0-9]+}} [[NEG:[0-9]+]] [[N]]
; CHECK: SNegate [[I64]] [[MINUS:[0-9]+]] [[N]]
; CHECK: Select [[I64]] [[MAG:[0-9]+]] [[NEG]] [[MINUS]] [[N]]
; CHECK: BitwiseAnd [[I64]] [[C0:[0-9]+]] [[MAG]] [[MASK]]
; CHECK: ShiftRightLogical [[I64]] [[M21:[0-9]+]] [[MAG]] [[S21]]
; CHECK: BitwiseAnd [[I64]] [[C1:[0-9]+]] [[M21]] [[MASK]]
; CHECK: ShiftRightLogical [[I64]] [[C2:[0-9]+]] [[MAG]] [[S42]]
; CHECK: UConvert [[I32]] [[C0W:[0-9]+]] [[C0]]
; CHECK: UConvert [[I32]] [[C1W:[0-9]+]] [[C1]]
; CHECK: UConvert [[I32]] [[C2W:[0-9]+]] [[C2]]
; CHECK: Select [[I32]] [[SIGN:[0-9]+]] [[NEG]]
; CHECK: IMul [[I32]] [[E0:[0-9]+]] [[SIGN]] [[C0W]]
; CHECK: IMul [[I32]] [[E21:[0-9]+]] [[SIGN]] [[P21]]
; CHECK: ExtInst {{[0-9]+}} [[Y1:[0-9]+]] {{[0-9]+}} pown [[X]] [[E21]]
; CHECK: ExtInst {{[0-9]+}} [[Y2:[0-9]+]] {{[0-9]+}} pown [[Y1]] [[P21]]
; CHECK: ExtInst {{[0-9]+}} [[T0:[0-9]+]] {{[0-9]+}} pown [[X]] [[E0]]
; CHECK: ExtInst {{[0-9]+}} [[T1:[0-9]+]] {{[0-9]+}} pown [[Y1]] [[C1W]]
; CHECK: ExtInst {{[0-9]+}} [[T2:[0-9]+]] {{[0-9]+}} pown [[Y2]] [[C2W]]
; CHECK: FMul {{[0-9]+}} [[T01:[0-9]+]] [[T0]] [[T1]]
; CHECK: FMul {{[0-9]+}} [[WIDE:[0-9]+]] [[T01]] [[T2]]
; CHECK: Select {{[0-9]+}} {{[0-9]+}} [[FITS]] [[DIRECT]] [[WIDE]]
; CHECK: FunctionEnd

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @p32(float %x, i32 %n) {
  %r = call float @llvm.powi.f32.i32(float %x, i32 %n)
  ret float %r
}

define spir_func <2 x float> @p16(<2 x float> %x, i16 %m) {
  %r = call <2 x float> @llvm.powi.v2f32.i16(<2 x float> %x, i16 %m)
  ret <2 x float> %r
}

define spir_func double @p64(double %x, i64 %n) {
  %r = call double @llvm.powi.f64.i64(double %x, i64 %n)
  ret double %r
}

define spir_func <4 x double> @p64v(<4 x double> %x, i64 %n, i1 %b) {
  %r = call <4 x double> @llvm.powi.v4f64.i64(<4 x double> %x, i64 %n)
  %s = call <4 x double> @llvm.powi.v4f64.i1(<4 x double> %r, i1 %b)
  %t = call <4 x double> @llvm.experimental.constrained.powi.v4f64(<4 x double> %s, i32 3, metadata !"round.dynamic", metadata !"fpexcept.strict")
  ret <4 x double> %t
}

declare float @llvm.powi.f32.i32(float, i32)
declare <2 x float> @llvm.powi.v2f32.i16(<2 x float>, i16)
declare double @llvm.powi.f64.i64(double, i64)
declare <4 x double> @llvm.powi.v4f64.i64(<4 x double>, i64)
declare <4 x double> @llvm.powi.v4f64.i1(<4 x double>, i1)
declare <4 x double> @llvm.experimental.constrained.powi.v4f64(<4 x double>, i32, metadata, metadata)
