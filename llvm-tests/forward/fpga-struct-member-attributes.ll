; llvm.ptr.annotation of the address of a struct field with Intel FPGA memory attributes
; ({memory:..}{numbanks:..}...) → OpMemberDecorate of the struct under
; SPV_INTEL_fpga_memory_attributes ({sizeinfo} carries nothing); without the extension the
; annotation stays a UserSemantic of the field pointer. Reverse: the address of a decorated
; member is annotated again with the decorations' string (an integer member as it is, another
; through i8*, as clang writes it). Lists of several bank bits: intel/fpga-memory-attributes.ll.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_memory_attributes -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_memory_attributes -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-14 -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-spirv-rs -r %t.spv -o %t.our.bc
; RUN: opt -verify %t.our.bc -o /dev/null
; RUN: llvm-dis %t.our.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc -o %t.noext.spv
; RUN: spirv-val %t.noext.spv

; CHECK-DAG: Capability FPGAMemoryAttributesINTEL
; CHECK-DAG: Extension "SPV_INTEL_fpga_memory_attributes"
; CHECK-DAG: MemberDecorate [[CELLS:[0-9]+]] 1 MemoryINTEL "BLOCK_RAM"
; CHECK-DAG: MemberDecorate [[CELLS]] 1 NumbanksINTEL 2
; CHECK-DAG: MemberDecorate [[CELLS]] 1 BankBitsINTEL 5
; CHECK-DAG: MemberDecorate [[CELLS]] 0 RegisterINTEL
; CHECK-DAG: MemberDecorate [[CELLS]] 2 DoublepumpINTEL
; CHECK-DAG: MemberDecorate [[CELLS]] 2 MergeINTEL "grp" "depth"
; CHECK-DAG: MemberDecorate [[CELLS]] 2 MaxReplicatesINTEL 3
; CHECK-DAG: MemberDecorate [[CELLS]] 2 MemoryINTEL "MLAB"
; CHECK-DAG: TypeStruct [[CELLS]]

; REV-DAG: [[BANKED:@[0-9]+]] = {{.*}} c"{memory:BLOCK_RAM}{numbanks:2}{bank_bits:5}\00", section "llvm.metadata"
; REV-DAG: [[REG:@[0-9]+]] = {{.*}} c"{register:1}\00", section "llvm.metadata"
; REV-DAG: [[PUMPED:@[0-9]+]] = {{.*}} c"{memory:MLAB}{pump:2}{merge:grp:depth}{max_replicates:3}\00", section "llvm.metadata"
; REV: %[[F1:[0-9a-z]+]] = getelementptr inbounds %cells, %cells* %c, i32 0, i32 1
; REV-NEXT: %[[A1:[0-9]+]] = bitcast [4 x i32]* %[[F1]] to i8*
; REV-NEXT: call i8* @llvm.ptr.annotation.p0i8(i8* %[[A1]], {{.*}}[[BANKED]]
; REV: %[[F0:[0-9a-z]+]] = getelementptr inbounds %cells, %cells* %c, i32 0, i32 0
; REV-NEXT: %[[P0:[0-9]+]] = call i16* @llvm.ptr.annotation.p0i16(i16* %[[F0]], {{.*}}[[REG]]
; REV-NEXT: store i16 1, i16* %[[P0]]
; REV: call i8* @llvm.ptr.annotation.p0i8({{.*}}[[PUMPED]]
; NOEXT-NOT: MemberDecorate
; NOEXT-NOT: FPGAMemoryAttributesINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%cells = type { i16, [4 x i32], float }

@banked = private unnamed_addr constant [58 x i8] c"{memory:BLOCK_RAM}{sizeinfo:4,4}{numbanks:2}{bank_bits:5}\00", section "llvm.metadata"
@reg = private unnamed_addr constant [13 x i8] c"{register:1}\00", section "llvm.metadata"
@pumped = private unnamed_addr constant [57 x i8] c"{memory:MLAB}{pump:2}{merge:grp:depth}{max_replicates:3}\00", section "llvm.metadata"
@file = private unnamed_addr constant [8 x i8] c"cells.c\00", section "llvm.metadata"

define spir_kernel void @fill(i32 addrspace(1)* %out) {
entry:
  %c = alloca %cells, align 4
  %f1 = getelementptr inbounds %cells, %cells* %c, i32 0, i32 1
  %a1 = bitcast [4 x i32]* %f1 to i8*
  %p1 = call i8* @llvm.ptr.annotation.p0i8(i8* %a1, i8* getelementptr inbounds ([58 x i8], [58 x i8]* @banked, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @file, i32 0, i32 0), i32 4, i8* null)
  %f0 = getelementptr inbounds %cells, %cells* %c, i32 0, i32 0
  %p0 = call i16* @llvm.ptr.annotation.p0i16(i16* %f0, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @reg, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @file, i32 0, i32 0), i32 5, i8* null)
  store i16 1, i16* %p0, align 4
  %f2 = getelementptr inbounds %cells, %cells* %c, i32 0, i32 2
  %p2 = call float* @llvm.ptr.annotation.p0f32(float* %f2, i8* getelementptr inbounds ([57 x i8], [57 x i8]* @pumped, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @file, i32 0, i32 0), i32 6, i8* null)
  store float 2.0, float* %p2, align 4
  ret void
}

declare i8* @llvm.ptr.annotation.p0i8(i8*, i8*, i8*, i32, i8*)
declare i16* @llvm.ptr.annotation.p0i16(i16*, i8*, i8*, i32, i8*)
declare float* @llvm.ptr.annotation.p0f32(float*, i8*, i8*, i32, i8*)
