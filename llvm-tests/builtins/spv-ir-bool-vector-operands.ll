; SPV-IR carries a vector of bools as a vector of chars (SPIRVRepresentationInLLVM.rst: a
; __spirv_* function is named by its instruction; OpenCL's SPIR-V builtin libraries declare
; __spirv_Any/__spirv_All on char vectors, and a bool-vector result comes back as a char vector).
; SPIR-V 3.42.15: OpAny and OpAll take a vector of Boolean, the OpLogical* instructions Booleans:
; a char-vector argument is each lane's truth, x != 0 (OpINotEqual against the zero vector);
; one that is the sign extension of bools is those bools (no OpINotEqual). The reverse to
; SPV-IR passes OpAny's bool vector as chars again (sext, _Z11__spirv_AnyDv4_c).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.r.bc
; RUN: llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: llvm-spirv-rs %t.r.bc -o %t.again.spv
; RUN: spirv-val %t.again.spv

; SPV-DAG: TypeInt [[I8:[0-9]+]] 8 0
; SPV-DAG: TypeVector [[C4:[0-9]+]] [[I8]] 4
; SPV-DAG: TypeBool [[BOOL:[0-9]+]]
; SPV-DAG: TypeVector [[B4:[0-9]+]] [[BOOL]] 4
; SPV-DAG: ConstantNull [[C4]] [[ZERO:[0-9]+]]
; SPV: Load [[C4]] [[X:[0-9]+]]
; SPV: INotEqual [[B4]] [[XB:[0-9]+]] [[X]] [[ZERO]]
; SPV: Any [[BOOL]] {{[0-9]+}} [[XB]]
; SPV: FOrdLessThan [[B4]] [[LT:[0-9]+]]
; SPV-NOT: INotEqual
; SPV: All [[BOOL]] {{[0-9]+}} [[LT]]
; SPV: LogicalNot [[B4]] {{[0-9]+}} [[LT]]

; SPVIR: %[[W:[0-9]+]] = sext <4 x i1> %{{.*}} to <4 x i8>
; SPVIR: call spir_func i1 @_Z11__spirv_AnyDv4_c(<4 x i8> %[[W]])
; SPVIR: call spir_func i1 @_Z11__spirv_AllDv4_c(<4 x i8>

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(<4 x i8> addrspace(1)* %p, <4 x float> %a, <4 x float> %b, i32 addrspace(1)* %out) {
entry:
  %x = load <4 x i8>, <4 x i8> addrspace(1)* %p, align 4
  %any = call spir_func i1 @_Z11__spirv_AnyDv4_c(<4 x i8> %x)
  %lt = fcmp olt <4 x float> %a, %b
  %w = sext <4 x i1> %lt to <4 x i8>
  %all = call spir_func i1 @_Z11__spirv_AllDv4_c(<4 x i8> %w)
  %not = call spir_func <4 x i8> @_Z18__spirv_LogicalNotDv4_c(<4 x i8> %w)
  %both = and i1 %any, %all
  %n0 = extractelement <4 x i8> %not, i32 0
  %n = zext i8 %n0 to i32
  %r = select i1 %both, i32 1, i32 %n
  store i32 %r, i32 addrspace(1)* %out, align 4
  ret void
}

declare spir_func i1 @_Z11__spirv_AnyDv4_c(<4 x i8>)
declare spir_func i1 @_Z11__spirv_AllDv4_c(<4 x i8>)
declare spir_func <4 x i8> @_Z18__spirv_LogicalNotDv4_c(<4 x i8>)
