; The constants the translation makes for one LLVM instruction are written as LLVM would write
; the same constant: a zero vector is LLVM's zeroinitializer (LangRef: "zeroinitializer can be
; used to zero initialize a value to zero of any type"; a splat of 0 is that constant), written
; OpConstantNull, so the false side of a vector sext/zext (SPIR-V has no bool-to-int
; conversion: OpSelect between the true value and 0) and the zero the module compares with
; are one id, not an OpConstantNull and an OpConstantComposite of zeros. A scalar zero stays
; OpConstant 0; a <1 x T> vector is a scalar.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.r.bc
; RUN: llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=LLVM

; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: TypeVector [[V4:[0-9]+]] [[I32]] 4
; CHECK-DAG: ConstantNull [[V4]] [[ZERO:[0-9]+]]
; CHECK-DAG: Constant [[I32]] [[ONE:[0-9]+]] 1 {{$}}
; CHECK-DAG: Constant [[I32]] [[S0:[0-9]+]] 0 {{$}}
; CHECK-NOT: ConstantComposite [[V4]] {{[0-9]+}} [[S0]] [[S0]] [[S0]] [[S0]]
; CHECK: INotEqual {{[0-9]+}} [[C:[0-9]+]] {{[0-9]+}} [[ZERO]]
; CHECK: Select [[V4]] {{[0-9]+}} [[C]] {{[0-9]+}} [[ZERO]]
; CHECK: Select [[V4]] {{[0-9]+}} [[C]] {{[0-9]+}} [[ZERO]]
; CHECK: Select [[I32]] {{[0-9]+}} {{[0-9]+}} [[ONE]] [[S0]]

; LLVM: %s = sext <4 x i1> %c to <4 x i32>
; LLVM: %z = zext <4 x i1> %c to <4 x i32>
; LLVM: zext i1 %e to i32

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(<4 x i32> addrspace(1)* %p, i32 addrspace(1)* %q) {
entry:
  %x = load <4 x i32>, <4 x i32> addrspace(1)* %p, align 16
  %c = icmp ne <4 x i32> %x, zeroinitializer
  %s = sext <4 x i1> %c to <4 x i32>
  %z = zext <4 x i1> %c to <4 x i32>
  %a = add <4 x i32> %s, %z
  store <4 x i32> %a, <4 x i32> addrspace(1)* %p, align 16
  %e = extractelement <4 x i1> %c, i32 0
  %w = zext i1 %e to i32
  store i32 %w, i32 addrspace(1)* %q, align 4
  ret void
}
