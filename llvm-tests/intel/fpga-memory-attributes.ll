; SPV_INTEL_fpga_memory_attributes from clang's annotation strings: an annotated local
; variable (llvm.var.annotation of its alloca) and an annotated global variable
; (@llvm.global.annotations) get the decorations of the string's {key:value} items
; ({sizeinfo:..} carries nothing); a struct member annotated with several bank bits gets one
; BankBitsINTEL with all of them (the extension gives "Literal Bank Bits..." as many literals
; as there are bits). Reverse: llvm.var.annotation of the alloca, an @llvm.global.annotations
; entry and llvm.ptr.annotation of the member address, each with the decorations' string in
; decoration order. A string that is not made of memory attributes stays a UserSemantic
; (SPIR-V 1.4). Without the extension: no memory decoration.
; spirv-val (2023.1) knows BankBitsINTEL with one literal only (the grammar it was built with
; predates the list), so only the module without the list is validated.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_memory_attributes -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_fpga_memory_attributes -o %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-rs %t.rev.bc --spirv-ext=+SPV_INTEL_fpga_memory_attributes -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: sed -e 's/{bank_bits:3,4}/{bank_bits:3}/' -e 's/\[28 x i8\]/[26 x i8]/g' %s | llvm-as -o %t.one.bc
; RUN: llvm-spirv-rs %t.one.bc --spirv-ext=+SPV_INTEL_fpga_memory_attributes -o %t.one.spv
; RUN: spirv-val %t.one.spv
; RUN: llvm-spirv-rs %t.one.spv -to-text -o - | FileCheck %s --check-prefix=ONE

; CHECK-DAG: Capability FPGAMemoryAttributesINTEL
; CHECK-DAG: Extension "SPV_INTEL_fpga_memory_attributes"
; CHECK-DAG: Name [[LOCAL:[0-9]+]] "buf"
; CHECK-DAG: Name [[GLOBAL:[0-9]+]] "lmem"
; CHECK-DAG: Name [[PLAIN:[0-9]+]] "plain"
; CHECK-DAG: Decorate [[LOCAL]] MemoryINTEL "BLOCK_RAM"
; CHECK-DAG: Decorate [[LOCAL]] NumbanksINTEL 4
; CHECK-DAG: Decorate [[LOCAL]] BankwidthINTEL 8
; CHECK-DAG: Decorate [[LOCAL]] MaxPrivateCopiesINTEL 2
; CHECK-DAG: Decorate [[LOCAL]] SimpleDualPortINTEL
; CHECK-DAG: Decorate [[LOCAL]] ForcePow2DepthINTEL 1
; CHECK-DAG: Decorate [[GLOBAL]] MemoryINTEL "MLAB"
; CHECK-DAG: Decorate [[GLOBAL]] SinglepumpINTEL
; CHECK-DAG: Decorate [[GLOBAL]] MaxReplicatesINTEL 3
; CHECK-DAG: Decorate [[GLOBAL]] MergeINTEL "key" "width"
; CHECK-DAG: Decorate [[PLAIN]] RegisterINTEL
; CHECK-DAG: 6 MemberDecorate [[PAIR:[0-9]+]] 1 BankBitsINTEL 3 4
; CHECK-DAG: MemberDecorate [[PAIR]] 1 NumbanksINTEL 4
; CHECK-DAG: TypeStruct [[PAIR]]
; CHECK-NOT: UserSemantic "{

; ONE: 5 MemberDecorate {{[0-9]+}} 1 BankBitsINTEL 3

; REV-DAG: [[SLOCAL:@[0-9]+]] = {{.*}} c"{memory:BLOCK_RAM}{numbanks:4}{bankwidth:8}{private_copies:2}{simple_dual_port:1}{force_pow2_depth:1}\00", section "llvm.metadata"
; REV-DAG: [[SGLOBAL:@[0-9]+]] = {{.*}} c"{memory:MLAB}{pump:1}{max_replicates:3}{merge:key:width}\00", section "llvm.metadata"
; REV-DAG: [[SPLAIN:@[0-9]+]] = {{.*}} c"{register:1}\00", section "llvm.metadata"
; REV-DAG: [[SPAIR:@[0-9]+]] = {{.*}} c"{numbanks:4}{bank_bits:3,4}\00", section "llvm.metadata"
; REV-DAG: @llvm.global.annotations = appending global [1 x { i8*, i8*, i8*, i32, i8* }] [{ i8*, i8*, i8*, i32, i8* } { i8* addrspacecast (i8 addrspace(3)* bitcast ([16 x i32] addrspace(3)* @lmem to i8 addrspace(3)*) to i8*), i8* getelementptr inbounds ({{.*}}[[SGLOBAL]]
; REV: %buf = alloca [8 x i32]
; REV-NEXT: %[[B:[0-9]+]] = bitcast [8 x i32]* %buf to i8*
; REV-NEXT: call void @llvm.var.annotation(i8* %[[B]], i8* getelementptr inbounds ({{.*}}[[SLOCAL]]
; REV-NEXT: %plain = alloca i32
; REV-NEXT: %[[Q:[0-9]+]] = bitcast i32* %plain to i8*
; REV-NEXT: call void @llvm.var.annotation(i8* %[[Q]], i8* getelementptr inbounds ({{.*}}[[SPLAIN]]
; REV: %[[M:[0-9a-z.]+]] = getelementptr inbounds %pair, %pair* %pr, i32 0, i32 1
; REV-NEXT: %[[MP:[0-9]+]] = call i32* @llvm.ptr.annotation.p0i32(i32* %[[M]], {{.*}}[[SPAIR]]
; REV-NEXT: store i32 5, i32* %[[MP]]

; NOEXT-NOT: FPGAMemoryAttributesINTEL
; NOEXT-NOT: MemoryINTEL
; NOEXT-NOT: BankBitsINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%pair = type { i32, i32 }

@lmem = internal addrspace(3) global [16 x i32] undef, align 4
@s.local = private unnamed_addr constant [116 x i8] c"{memory:BLOCK_RAM}{sizeinfo:4,8}{numbanks:4}{bankwidth:8}{private_copies:2}{simple_dual_port:1}{force_pow2_depth:1}\00", section "llvm.metadata"
@s.global = private unnamed_addr constant [57 x i8] c"{memory:MLAB}{pump:1}{max_replicates:3}{merge:key:width}\00", section "llvm.metadata"
@s.plain = private unnamed_addr constant [13 x i8] c"{register:1}\00", section "llvm.metadata"
@s.pair = private unnamed_addr constant [28 x i8] c"{numbanks:4}{bank_bits:3,4}\00", section "llvm.metadata"
@s.file = private unnamed_addr constant [7 x i8] c"fpga.c\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { i8*, i8*, i8*, i32, i8* }] [{ i8*, i8*, i8*, i32, i8* } { i8* addrspacecast (i8 addrspace(3)* bitcast ([16 x i32] addrspace(3)* @lmem to i8 addrspace(3)*) to i8*), i8* getelementptr inbounds ([57 x i8], [57 x i8]* @s.global, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @s.file, i32 0, i32 0), i32 3, i8* null }], section "llvm.metadata"

define spir_kernel void @banks(i32 addrspace(1)* %out, i32 %i) {
entry:
  %buf = alloca [8 x i32], align 4
  %plain = alloca i32, align 4
  %pr = alloca %pair, align 4
  %b8 = bitcast [8 x i32]* %buf to i8*
  call void @llvm.var.annotation(i8* %b8, i8* getelementptr inbounds ([116 x i8], [116 x i8]* @s.local, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @s.file, i32 0, i32 0), i32 10, i8* null)
  %p8 = bitcast i32* %plain to i8*
  call void @llvm.var.annotation(i8* %p8, i8* getelementptr inbounds ([13 x i8], [13 x i8]* @s.plain, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @s.file, i32 0, i32 0), i32 11, i8* null)
  %m = getelementptr inbounds %pair, %pair* %pr, i32 0, i32 1
  %mp = call i32* @llvm.ptr.annotation.p0i32(i32* %m, i8* getelementptr inbounds ([28 x i8], [28 x i8]* @s.pair, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @s.file, i32 0, i32 0), i32 12, i8* null)
  store i32 5, i32* %mp, align 4
  %e = getelementptr inbounds [8 x i32], [8 x i32]* %buf, i32 0, i32 %i
  store i32 %i, i32* %e, align 4
  store i32 %i, i32* %plain, align 4
  %g = getelementptr inbounds [16 x i32], [16 x i32] addrspace(3)* @lmem, i32 0, i32 %i
  store i32 %i, i32 addrspace(3)* %g, align 4
  %v = load i32, i32* %e, align 4
  %w = load i32, i32* %plain, align 4
  %x = load i32, i32* %mp, align 4
  %y = load i32, i32 addrspace(3)* %g, align 4
  %s1 = add i32 %v, %w
  %s2 = add i32 %x, %y
  %s = add i32 %s1, %s2
  store i32 %s, i32 addrspace(1)* %out, align 4
  ret void
}

declare void @llvm.var.annotation(i8*, i8*, i8*, i32, i8*)
declare i32* @llvm.ptr.annotation.p0i32(i32*, i8*, i8*, i32, i8*)
