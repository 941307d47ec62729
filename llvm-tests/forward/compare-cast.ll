; Every icmp and fcmp predicate (booleans compared logically, pointers as integers; fcmp
; true/false are constants), and every cast, including those from and to i1.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null

; CHECK-LABEL: {{^[0-9]+}} Function {{[0-9]+}}
; CHECK: IEqual
; CHECK: INotEqual
; CHECK: UGreaterThan
; CHECK: UGreaterThanEqual
; CHECK: ULessThan
; CHECK: ULessThanEqual
; CHECK: SGreaterThan
; CHECK: SGreaterThanEqual
; CHECK: SLessThan
; CHECK: SLessThanEqual
; CHECK: LogicalEqual
; CHECK: LogicalNotEqual
; CHECK: ConvertPtrToU
; CHECK: ConvertPtrToU
; CHECK: IEqual
; CHECK-LABEL: {{^[0-9]+}} Function {{[0-9]+}}
; CHECK: FOrdEqual
; CHECK: FOrdGreaterThan
; CHECK: FOrdGreaterThanEqual
; CHECK: FOrdLessThan
; CHECK: FOrdLessThanEqual
; CHECK: FOrdNotEqual
; CHECK: Ordered
; CHECK: Unordered
; CHECK: FUnordEqual
; CHECK: FUnordGreaterThan
; CHECK: FUnordGreaterThanEqual
; CHECK: FUnordLessThan
; CHECK: FUnordLessThanEqual
; CHECK: FUnordNotEqual
; CHECK: CopyObject {{[0-9]+}} {{[0-9]+}} [[TRUE:[0-9]+]]
; CHECK: CopyObject {{[0-9]+}} {{[0-9]+}} [[FALSE:[0-9]+]]
; CHECK-LABEL: {{^[0-9]+}} Function {{[0-9]+}}
; CHECK: UConvert
; CHECK: UConvert
; CHECK: SConvert
; CHECK: FConvert
; CHECK: FConvert
; CHECK: ConvertFToU
; CHECK: ConvertFToS
; CHECK: ConvertUToF
; CHECK: ConvertSToF
; CHECK: ConvertPtrToU
; CHECK: ConvertUToPtr
; CHECK: Bitcast
; CHECK: Bitcast
; CHECK: PtrCastToGeneric
; CHECK: GenericCastToPtr
; From and to i1: select between constants, and a test of the low bit.
; CHECK: Select
; CHECK: Select
; CHECK: Select
; CHECK: Select
; CHECK: BitwiseAnd
; CHECK: INotEqual

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i1 @icmps(i32 %a, i32 %b, i1 %p, i1 %q, i32 addrspace(1)* %x, i32 addrspace(1)* %y) {
  %c0 = icmp eq i32 %a, %b
  %c1 = icmp ne i32 %a, %b
  %c2 = icmp ugt i32 %a, %b
  %c3 = icmp uge i32 %a, %b
  %c4 = icmp ult i32 %a, %b
  %c5 = icmp ule i32 %a, %b
  %c6 = icmp sgt i32 %a, %b
  %c7 = icmp sge i32 %a, %b
  %c8 = icmp slt i32 %a, %b
  %c9 = icmp sle i32 %a, %b
  %c10 = icmp eq i1 %p, %q
  %c11 = icmp ne i1 %p, %q
  %c12 = icmp eq i32 addrspace(1)* %x, %y
  ret i1 %c12
}

define spir_func i1 @fcmps(float %a, float %b) {
  %c0 = fcmp oeq float %a, %b
  %c1 = fcmp ogt float %a, %b
  %c2 = fcmp oge float %a, %b
  %c3 = fcmp olt float %a, %b
  %c4 = fcmp ole float %a, %b
  %c5 = fcmp one float %a, %b
  %c6 = fcmp ord float %a, %b
  %c7 = fcmp uno float %a, %b
  %c8 = fcmp ueq float %a, %b
  %c9 = fcmp ugt float %a, %b
  %c10 = fcmp uge float %a, %b
  %c11 = fcmp ult float %a, %b
  %c12 = fcmp ule float %a, %b
  %c13 = fcmp une float %a, %b
  %c14 = fcmp true float %a, %b
  %c15 = fcmp false float %a, %b
  %r = and i1 %c14, %c15
  ret i1 %r
}

define spir_func void @casts(i32 %i, i64 %l, float %f, double %d, i32 addrspace(1)* %p, i1 %b, <2 x i1> %vb) {
  %t = trunc i64 %l to i32
  %z = zext i32 %i to i64
  %s = sext i32 %i to i64
  %ft = fptrunc double %d to float
  %fe = fpext float %f to double
  %fu = fptoui float %f to i32
  %fs = fptosi float %f to i32
  %uf = uitofp i32 %i to float
  %sf = sitofp i32 %i to float
  %pi = ptrtoint i32 addrspace(1)* %p to i64
  %ip = inttoptr i64 %pi to i32 addrspace(1)*
  %bc = bitcast i32 addrspace(1)* %ip to float addrspace(1)*
  %bv = bitcast float %f to i32
  %gen = addrspacecast i32 addrspace(1)* %p to i32 addrspace(4)*
  %back = addrspacecast i32 addrspace(4)* %gen to i32 addrspace(1)*
  %zb = zext i1 %b to i32
  %sb = sext <2 x i1> %vb to <2 x i32>
  %ub = uitofp i1 %b to float
  %sbf = sitofp i1 %b to double
  %tb = trunc i32 %i to i1
  ret void
}
