; Member decorations through llvm.ptr.annotation naming the decoration by number, as
; SPIRVRepresentationInLLVM describes them: {X} or {X:Y} with X a decoration number and Y
; comma-separated arguments, words or strings in quotation marks ({5835:1,2,3} →
; BankBitsINTEL 1 2 3, {5826:"BLOCK_RAM"} → MemoryINTEL "BLOCK_RAM", {5825} → RegisterINTEL),
; mixed with reserved names in one string ({pump:2} → DoublepumpINTEL). The reverse writes
; the reserved names ({5835:1,2,3} comes back as {bank_bits:1,2,3}). spirv-val 2023.1 knows
; BankBitsINTEL with one literal only, so the module is validated without that member's
; annotation (the lines marked "list").
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_memory_attributes -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.ll
; RUN: opt -verify -disable-output %t.rev.ll
; RUN: FileCheck %s --check-prefix=REV < %t.rev.ll
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: sed -e '/; list$/d' %s | llvm-as -o %t.nolist.bc
; RUN: llvm-spirv-rs %t.nolist.bc --spirv-ext=+SPV_INTEL_fpga_memory_attributes -o %t.nolist.spv
; RUN: spirv-val %t.nolist.spv

; CHECK-DAG: Capability FPGAMemoryAttributesINTEL
; CHECK-DAG: Extension "SPV_INTEL_fpga_memory_attributes"
; CHECK-DAG: MemberDecorate [[S:[0-9]+]] 0 BankBitsINTEL 1 2 3
; CHECK-DAG: MemberDecorate [[S]] 1 MemoryINTEL "BLOCK_RAM"
; CHECK-DAG: MemberDecorate [[S]] 1 DoublepumpINTEL
; CHECK-DAG: MemberDecorate [[S]] 2 RegisterINTEL
; CHECK-DAG: MemberDecorate [[S]] 2 MergeINTEL "a" "b"
; CHECK-DAG: MemberDecorate [[S]] 3 RegisterINTEL
; CHECK-DAG: MemberDecorate [[S]] 3 NumbanksINTEL 8
; CHECK-DAG: TypeStruct [[S]]
; CHECK-NOT: UserSemantic

; REV-DAG: c"{bank_bits:1,2,3}\00"
; REV-DAG: c"{memory:BLOCK_RAM}{pump:2}\00"
; REV-DAG: c"{register:1}{merge:a:b}\00"
; REV-DAG: c"{register:1}{numbanks:8}\00"
; REV-COUNT-4: call i32* @llvm.ptr.annotation.p0i32(i32* %m

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, i32, i32, i32 }

@s1 = private unnamed_addr constant [13 x i8] c"{5835:1,2,3}\00", section "llvm.metadata"
@s2 = private unnamed_addr constant [27 x i8] c"{5826:\22BLOCK_RAM\22}{pump:2}\00", section "llvm.metadata"
@s3 = private unnamed_addr constant [18 x i8] c"{5825}{merge:a:b}\00", section "llvm.metadata"
@s4 = private unnamed_addr constant [23 x i8] c"{register}{numbanks:8}\00", section "llvm.metadata"
@f = private unnamed_addr constant [4 x i8] c"f.c\00", section "llvm.metadata"

define spir_kernel void @k(i32 addrspace(1)* %o) {
  %s = alloca %struct.S, align 4
  %m0 = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 0
  %a0 = call i32* @llvm.ptr.annotation.p0i32(i32* %m0, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @s1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @f, i32 0, i32 0), i32 1, i8* null)  ; list
  store i32 1, i32* %a0  ; list
  %m1 = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1
  %a1 = call i32* @llvm.ptr.annotation.p0i32(i32* %m1, i8* getelementptr inbounds ([27 x i8], [27 x i8]* @s2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @f, i32 0, i32 0), i32 2, i8* null)
  store i32 2, i32* %a1
  %m2 = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 2
  %a2 = call i32* @llvm.ptr.annotation.p0i32(i32* %m2, i8* getelementptr inbounds ([18 x i8], [18 x i8]* @s3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @f, i32 0, i32 0), i32 3, i8* null)
  store i32 3, i32* %a2
  %m3 = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 3
  %a3 = call i32* @llvm.ptr.annotation.p0i32(i32* %m3, i8* getelementptr inbounds ([23 x i8], [23 x i8]* @s4, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @f, i32 0, i32 0), i32 4, i8* null)
  %v = load i32, i32* %a3
  store i32 %v, i32 addrspace(1)* %o
  ret void
}
declare i32* @llvm.ptr.annotation.p0i32(i32*, i8*, i8*, i32, i8*)
