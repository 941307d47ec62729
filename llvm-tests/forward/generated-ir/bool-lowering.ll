; Boolean operations SPIR-V has no single instruction for, found invalid by llvm-stress fuzzing
; (scripts/fuzz-forward), each written as SPIR-V that means the same (src/llvm_to_spirv/bool_lowering.rs):
; - icmp orderings of i1 (LangRef icmp: i1 compared as a 1-bit integer, so unsigned true is 1 and
;   signed true is -1); SPIR-V's OpUGreaterThan and the like take integers only;
; - select of vectors on a scalar i1 (before SPIR-V 1.4 OpSelect's condition has the result's
;   component count);
; - fptoui/fptosi to i1 (LangRef: the truncated value, poison when it does not fit; SPIR-V
;   converts floats to integers only).
; The meaning is checked by folding: the kernel stores each result for constant inputs, and
; after inlining and instcombine the stored constants of the original and of the round trip
; are the values the LangRef gives (listed below, computed by hand). The round trip is read in the
; SPV-IR form, whose vector conversions are LLVM casts that fold (the OpenCL C forms call convert_*).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.rt.bc
; RUN: opt -verify -disable-output %t.rt.bc
; RUN: opt -S -always-inline -instcombine %t.bc -o - | FileCheck %s
; RUN: opt -S -always-inline -instcombine %t.rt.bc -o - | FileCheck %s
; SPV-NOT: UGreaterThan
; SPV-NOT: SGreaterThan
; SPV-NOT: ULessThan
; SPV-NOT: SLessThan
; SPV: LogicalNot
; SPV: LogicalAnd
; SPV: LogicalOr
; SPV: VectorShuffle
; SPV: Select
; SPV: ConvertFToU
; SPV: INotEqual
; SPV: ConvertFToS
; SPV: INotEqual
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
; The stored values, in order (byte index: the LangRef's value).
; CHECK-LABEL: define spir_kernel void @k(
; CHECK: store i8 0, i8 addrspace(1)* %out,
; CHECK: %[[P1:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 1
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P1]],
; CHECK: %[[P2:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 2
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P2]],
; CHECK: %[[P3:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 3
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P3]],
; CHECK: %[[P4:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 4
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P4]],
; CHECK: %[[P5:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 5
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P5]],
; CHECK: %[[P6:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 6
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P6]],
; CHECK: %[[P7:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 7
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P7]],
; CHECK: %[[P8:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 8
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P8]],
; CHECK: %[[P9:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 9
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P9]],
; CHECK: %[[P10:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 10
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P10]],
; CHECK: %[[P11:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 11
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P11]],
; CHECK: %[[P12:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 12
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P12]],
; CHECK: %[[P13:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 13
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P13]],
; CHECK: %[[P14:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 14
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P14]],
; CHECK: %[[P15:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 15
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P15]],
; CHECK: %[[P16:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 16
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P16]],
; CHECK: %[[P17:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 17
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P17]],
; CHECK: %[[P18:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 18
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P18]],
; CHECK: %[[P19:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 19
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P19]],
; CHECK: %[[P20:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 20
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P20]],
; CHECK: %[[P21:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 21
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P21]],
; CHECK: %[[P22:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 22
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P22]],
; CHECK: %[[P23:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 23
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P23]],
; CHECK: %[[P24:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 24
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P24]],
; CHECK: %[[P25:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 25
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P25]],
; CHECK: %[[P26:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 26
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P26]],
; CHECK: %[[P27:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 27
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P27]],
; CHECK: %[[P28:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 28
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P28]],
; CHECK: %[[P29:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 29
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P29]],
; CHECK: %[[P30:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 30
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P30]],
; CHECK: %[[P31:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 31
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P31]],
; CHECK: %[[P32:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 32
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P32]],
; CHECK: %[[P33:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 33
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P33]],
; CHECK: %[[P34:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 34
; CHECK-NEXT: store i8 7, i8 addrspace(1)* %[[P34]],
; CHECK: %[[P35:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 35
; CHECK-NEXT: store i8 8, i8 addrspace(1)* %[[P35]],
; CHECK: %[[P36:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 36
; CHECK-NEXT: store i8 9, i8 addrspace(1)* %[[P36]],
; CHECK: %[[P37:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 37
; CHECK-NEXT: store i8 10, i8 addrspace(1)* %[[P37]],
; CHECK: %[[P38:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 38
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P38]],
; CHECK: %[[P39:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 39
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P39]],
; CHECK: %[[P40:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 40
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P40]],
; CHECK: %[[P41:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 41
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P41]],
; CHECK: %[[P42:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 42
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P42]],
; CHECK: %[[P43:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 43
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P43]],
; CHECK: %[[P44:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 44
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P44]],
; CHECK: %[[P45:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 45
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P45]],
; CHECK: %[[P46:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 46
; CHECK-NEXT: store i8 1, i8 addrspace(1)* %[[P46]],
; CHECK: %[[P47:.+]] = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 47
; CHECK-NEXT: store i8 0, i8 addrspace(1)* %[[P47]],
define internal spir_func zeroext i1 @ugt(i1 zeroext %a, i1 zeroext %b) #0 {
  %r = icmp ugt i1 %a, %b
  ret i1 %r
}
define internal spir_func zeroext i1 @uge(i1 zeroext %a, i1 zeroext %b) #0 {
  %r = icmp uge i1 %a, %b
  ret i1 %r
}
define internal spir_func zeroext i1 @ult(i1 zeroext %a, i1 zeroext %b) #0 {
  %r = icmp ult i1 %a, %b
  ret i1 %r
}
define internal spir_func zeroext i1 @ule(i1 zeroext %a, i1 zeroext %b) #0 {
  %r = icmp ule i1 %a, %b
  ret i1 %r
}
define internal spir_func zeroext i1 @sgt(i1 zeroext %a, i1 zeroext %b) #0 {
  %r = icmp sgt i1 %a, %b
  ret i1 %r
}
define internal spir_func zeroext i1 @sge(i1 zeroext %a, i1 zeroext %b) #0 {
  %r = icmp sge i1 %a, %b
  ret i1 %r
}
define internal spir_func zeroext i1 @slt(i1 zeroext %a, i1 zeroext %b) #0 {
  %r = icmp slt i1 %a, %b
  ret i1 %r
}
define internal spir_func zeroext i1 @sle(i1 zeroext %a, i1 zeroext %b) #0 {
  %r = icmp sle i1 %a, %b
  ret i1 %r
}
define internal spir_func <2 x i1> @vsgt(<2 x i1> %a, <2 x i1> %b) #0 {
  %r = icmp sgt <2 x i1> %a, %b
  ret <2 x i1> %r
}

define internal spir_func <2 x i32> @sel(i1 zeroext %c, <2 x i32> %x, <2 x i32> %y) #0 {
  %r = select i1 %c, <2 x i32> %x, <2 x i32> %y
  ret <2 x i32> %r
}

define internal spir_func zeroext i1 @fu(float %x) #0 {
  %r = fptoui float %x to i1
  ret i1 %r
}

define internal spir_func zeroext i1 @fs(double %x) #0 {
  %r = fptosi double %x to i1
  ret i1 %r
}

define internal spir_func <2 x i1> @vfs(<2 x float> %x) #0 {
  %r = fptosi <2 x float> %x to <2 x i1>
  ret <2 x i1> %r
}
define spir_kernel void @k(i8 addrspace(1)* %out) {
entry:
  %ugt00 = call spir_func zeroext i1 @ugt(i1 zeroext false, i1 zeroext false)
  %z0 = zext i1 %ugt00 to i8
  %p0 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 0
  store i8 %z0, i8 addrspace(1)* %p0, align 1
  %ugt01 = call spir_func zeroext i1 @ugt(i1 zeroext false, i1 zeroext true)
  %z1 = zext i1 %ugt01 to i8
  %p1 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 1
  store i8 %z1, i8 addrspace(1)* %p1, align 1
  %ugt10 = call spir_func zeroext i1 @ugt(i1 zeroext true, i1 zeroext false)
  %z2 = zext i1 %ugt10 to i8
  %p2 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 2
  store i8 %z2, i8 addrspace(1)* %p2, align 1
  %ugt11 = call spir_func zeroext i1 @ugt(i1 zeroext true, i1 zeroext true)
  %z3 = zext i1 %ugt11 to i8
  %p3 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 3
  store i8 %z3, i8 addrspace(1)* %p3, align 1
  %uge00 = call spir_func zeroext i1 @uge(i1 zeroext false, i1 zeroext false)
  %z4 = zext i1 %uge00 to i8
  %p4 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 4
  store i8 %z4, i8 addrspace(1)* %p4, align 1
  %uge01 = call spir_func zeroext i1 @uge(i1 zeroext false, i1 zeroext true)
  %z5 = zext i1 %uge01 to i8
  %p5 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 5
  store i8 %z5, i8 addrspace(1)* %p5, align 1
  %uge10 = call spir_func zeroext i1 @uge(i1 zeroext true, i1 zeroext false)
  %z6 = zext i1 %uge10 to i8
  %p6 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 6
  store i8 %z6, i8 addrspace(1)* %p6, align 1
  %uge11 = call spir_func zeroext i1 @uge(i1 zeroext true, i1 zeroext true)
  %z7 = zext i1 %uge11 to i8
  %p7 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 7
  store i8 %z7, i8 addrspace(1)* %p7, align 1
  %ult00 = call spir_func zeroext i1 @ult(i1 zeroext false, i1 zeroext false)
  %z8 = zext i1 %ult00 to i8
  %p8 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 8
  store i8 %z8, i8 addrspace(1)* %p8, align 1
  %ult01 = call spir_func zeroext i1 @ult(i1 zeroext false, i1 zeroext true)
  %z9 = zext i1 %ult01 to i8
  %p9 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 9
  store i8 %z9, i8 addrspace(1)* %p9, align 1
  %ult10 = call spir_func zeroext i1 @ult(i1 zeroext true, i1 zeroext false)
  %z10 = zext i1 %ult10 to i8
  %p10 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 10
  store i8 %z10, i8 addrspace(1)* %p10, align 1
  %ult11 = call spir_func zeroext i1 @ult(i1 zeroext true, i1 zeroext true)
  %z11 = zext i1 %ult11 to i8
  %p11 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 11
  store i8 %z11, i8 addrspace(1)* %p11, align 1
  %ule00 = call spir_func zeroext i1 @ule(i1 zeroext false, i1 zeroext false)
  %z12 = zext i1 %ule00 to i8
  %p12 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 12
  store i8 %z12, i8 addrspace(1)* %p12, align 1
  %ule01 = call spir_func zeroext i1 @ule(i1 zeroext false, i1 zeroext true)
  %z13 = zext i1 %ule01 to i8
  %p13 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 13
  store i8 %z13, i8 addrspace(1)* %p13, align 1
  %ule10 = call spir_func zeroext i1 @ule(i1 zeroext true, i1 zeroext false)
  %z14 = zext i1 %ule10 to i8
  %p14 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 14
  store i8 %z14, i8 addrspace(1)* %p14, align 1
  %ule11 = call spir_func zeroext i1 @ule(i1 zeroext true, i1 zeroext true)
  %z15 = zext i1 %ule11 to i8
  %p15 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 15
  store i8 %z15, i8 addrspace(1)* %p15, align 1
  %sgt00 = call spir_func zeroext i1 @sgt(i1 zeroext false, i1 zeroext false)
  %z16 = zext i1 %sgt00 to i8
  %p16 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 16
  store i8 %z16, i8 addrspace(1)* %p16, align 1
  %sgt01 = call spir_func zeroext i1 @sgt(i1 zeroext false, i1 zeroext true)
  %z17 = zext i1 %sgt01 to i8
  %p17 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 17
  store i8 %z17, i8 addrspace(1)* %p17, align 1
  %sgt10 = call spir_func zeroext i1 @sgt(i1 zeroext true, i1 zeroext false)
  %z18 = zext i1 %sgt10 to i8
  %p18 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 18
  store i8 %z18, i8 addrspace(1)* %p18, align 1
  %sgt11 = call spir_func zeroext i1 @sgt(i1 zeroext true, i1 zeroext true)
  %z19 = zext i1 %sgt11 to i8
  %p19 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 19
  store i8 %z19, i8 addrspace(1)* %p19, align 1
  %sge00 = call spir_func zeroext i1 @sge(i1 zeroext false, i1 zeroext false)
  %z20 = zext i1 %sge00 to i8
  %p20 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 20
  store i8 %z20, i8 addrspace(1)* %p20, align 1
  %sge01 = call spir_func zeroext i1 @sge(i1 zeroext false, i1 zeroext true)
  %z21 = zext i1 %sge01 to i8
  %p21 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 21
  store i8 %z21, i8 addrspace(1)* %p21, align 1
  %sge10 = call spir_func zeroext i1 @sge(i1 zeroext true, i1 zeroext false)
  %z22 = zext i1 %sge10 to i8
  %p22 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 22
  store i8 %z22, i8 addrspace(1)* %p22, align 1
  %sge11 = call spir_func zeroext i1 @sge(i1 zeroext true, i1 zeroext true)
  %z23 = zext i1 %sge11 to i8
  %p23 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 23
  store i8 %z23, i8 addrspace(1)* %p23, align 1
  %slt00 = call spir_func zeroext i1 @slt(i1 zeroext false, i1 zeroext false)
  %z24 = zext i1 %slt00 to i8
  %p24 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 24
  store i8 %z24, i8 addrspace(1)* %p24, align 1
  %slt01 = call spir_func zeroext i1 @slt(i1 zeroext false, i1 zeroext true)
  %z25 = zext i1 %slt01 to i8
  %p25 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 25
  store i8 %z25, i8 addrspace(1)* %p25, align 1
  %slt10 = call spir_func zeroext i1 @slt(i1 zeroext true, i1 zeroext false)
  %z26 = zext i1 %slt10 to i8
  %p26 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 26
  store i8 %z26, i8 addrspace(1)* %p26, align 1
  %slt11 = call spir_func zeroext i1 @slt(i1 zeroext true, i1 zeroext true)
  %z27 = zext i1 %slt11 to i8
  %p27 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 27
  store i8 %z27, i8 addrspace(1)* %p27, align 1
  %sle00 = call spir_func zeroext i1 @sle(i1 zeroext false, i1 zeroext false)
  %z28 = zext i1 %sle00 to i8
  %p28 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 28
  store i8 %z28, i8 addrspace(1)* %p28, align 1
  %sle01 = call spir_func zeroext i1 @sle(i1 zeroext false, i1 zeroext true)
  %z29 = zext i1 %sle01 to i8
  %p29 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 29
  store i8 %z29, i8 addrspace(1)* %p29, align 1
  %sle10 = call spir_func zeroext i1 @sle(i1 zeroext true, i1 zeroext false)
  %z30 = zext i1 %sle10 to i8
  %p30 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 30
  store i8 %z30, i8 addrspace(1)* %p30, align 1
  %sle11 = call spir_func zeroext i1 @sle(i1 zeroext true, i1 zeroext true)
  %z31 = zext i1 %sle11 to i8
  %p31 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 31
  store i8 %z31, i8 addrspace(1)* %p31, align 1
  %vs = call spir_func <2 x i1> @vsgt(<2 x i1> <i1 false, i1 true>, <2 x i1> <i1 true, i1 false>)
  %vs0 = extractelement <2 x i1> %vs, i32 0
  %z32 = zext i1 %vs0 to i8
  %p32 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 32
  store i8 %z32, i8 addrspace(1)* %p32, align 1
  %vs1 = extractelement <2 x i1> %vs, i32 1
  %z33 = zext i1 %vs1 to i8
  %p33 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 33
  store i8 %z33, i8 addrspace(1)* %p33, align 1
  %sel1 = call spir_func <2 x i32> @sel(i1 zeroext true, <2 x i32> <i32 7, i32 8>, <2 x i32> <i32 9, i32 10>)
  %sel1e0 = extractelement <2 x i32> %sel1, i32 0
  %sel1t0 = trunc i32 %sel1e0 to i8
  %p34 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 34
  store i8 %sel1t0, i8 addrspace(1)* %p34, align 1
  %sel1e1 = extractelement <2 x i32> %sel1, i32 1
  %sel1t1 = trunc i32 %sel1e1 to i8
  %p35 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 35
  store i8 %sel1t1, i8 addrspace(1)* %p35, align 1
  %sel0 = call spir_func <2 x i32> @sel(i1 zeroext false, <2 x i32> <i32 7, i32 8>, <2 x i32> <i32 9, i32 10>)
  %sel0e0 = extractelement <2 x i32> %sel0, i32 0
  %sel0t0 = trunc i32 %sel0e0 to i8
  %p36 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 36
  store i8 %sel0t0, i8 addrspace(1)* %p36, align 1
  %sel0e1 = extractelement <2 x i32> %sel0, i32 1
  %sel0t1 = trunc i32 %sel0e1 to i8
  %p37 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 37
  store i8 %sel0t1, i8 addrspace(1)* %p37, align 1
  %fu38 = call spir_func zeroext i1 @fu(float 1.0)
  %z38 = zext i1 %fu38 to i8
  %p38 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 38
  store i8 %z38, i8 addrspace(1)* %p38, align 1
  %fu39 = call spir_func zeroext i1 @fu(float 0.0)
  %z39 = zext i1 %fu39 to i8
  %p39 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 39
  store i8 %z39, i8 addrspace(1)* %p39, align 1
  %fu40 = call spir_func zeroext i1 @fu(float 0.5)
  %z40 = zext i1 %fu40 to i8
  %p40 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 40
  store i8 %z40, i8 addrspace(1)* %p40, align 1
  %fu41 = call spir_func zeroext i1 @fu(float 1.75)
  %z41 = zext i1 %fu41 to i8
  %p41 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 41
  store i8 %z41, i8 addrspace(1)* %p41, align 1
  %fs42 = call spir_func zeroext i1 @fs(double -1.0)
  %z42 = zext i1 %fs42 to i8
  %p42 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 42
  store i8 %z42, i8 addrspace(1)* %p42, align 1
  %fs43 = call spir_func zeroext i1 @fs(double 0.0)
  %z43 = zext i1 %fs43 to i8
  %p43 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 43
  store i8 %z43, i8 addrspace(1)* %p43, align 1
  %fs44 = call spir_func zeroext i1 @fs(double -0.5)
  %z44 = zext i1 %fs44 to i8
  %p44 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 44
  store i8 %z44, i8 addrspace(1)* %p44, align 1
  %fs45 = call spir_func zeroext i1 @fs(double -1.5)
  %z45 = zext i1 %fs45 to i8
  %p45 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 45
  store i8 %z45, i8 addrspace(1)* %p45, align 1
  %vf = call spir_func <2 x i1> @vfs(<2 x float> <float -1.0, float 0.25>)
  %vf0 = extractelement <2 x i1> %vf, i32 0
  %z46 = zext i1 %vf0 to i8
  %p46 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 46
  store i8 %z46, i8 addrspace(1)* %p46, align 1
  %vf1 = extractelement <2 x i1> %vf, i32 1
  %z47 = zext i1 %vf1 to i8
  %p47 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 47
  store i8 %z47, i8 addrspace(1)* %p47, align 1
  ret void
}
attributes #0 = { alwaysinline nounwind }
