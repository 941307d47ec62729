; --spirv-allow-unknown-intrinsics[=PREFIX,...]: an intrinsic the translator does not know
; becomes a call of an imported function of its name when its name starts with one of the
; prefixes (compared as written, case and the "llvm." included); without a value every unknown
; intrinsic does, and so does an empty item (`=llvm.x86,` allows all: the empty prefix starts
; every name). The option may be given several times; the prefixes add up. Intrinsics the
; translator knows are translated as usual whatever the prefixes. Other unknown intrinsics stay
; errors with llvm-spirv's wording.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.x 2>&1 | FileCheck %s --check-prefix=NONE
; NONE: in function 'k': InvalidFunctionCall: Unexpected llvm intrinsic:
; NONE-NEXT: llvm.x86.sse.sfence
;
; All of them: no value, an empty value, an empty item, or a prefix every name has.
; RUN: llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics -o %t.all.spv
; RUN: spirv-val %t.all.spv
; RUN: spirv-dis %t.all.spv | FileCheck %s --check-prefix=ALL
; ALL-DAG: OpDecorate %llvm_x86_sse_sfence LinkageAttributes "llvm.x86.sse.sfence" Import
; ALL-DAG: OpDecorate %llvm_amdgcn_workitem_id_x LinkageAttributes "llvm.amdgcn.workitem.id.x" Import
; ALL-DAG: OpDecorate %llvm_nvvm_read_ptx_sreg_tid_x LinkageAttributes "llvm.nvvm.read.ptx.sreg.tid.x" Import
; ALL-DAG: OpFunctionCall %void %llvm_x86_sse_sfence
; ALL-DAG: OpFunctionCall %uint %llvm_amdgcn_workitem_id_x
; ALL-DAG: OpFunctionCall %uint %llvm_nvvm_read_ptx_sreg_tid_x
; The known intrinsic (llvm.umax) is translated, not called.
; ALL-DAG: OpExtInst %uint %{{[0-9]+}} u_max
; ALL-NOT: LinkageAttributes "llvm.umax
; RUN: llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics= -o %t.2.spv
; RUN: cmp %t.all.spv %t.2.spv
; RUN: llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics=llvm.x86, -o %t.3.spv
; RUN: cmp %t.all.spv %t.3.spv
; RUN: llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics=llvm. -o %t.4.spv
; RUN: cmp %t.all.spv %t.4.spv
;
; A list that misses one: the first intrinsic no prefix matches is the error.
; RUN: not llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics=llvm.x86,llvm.amdgcn -o %t.x 2>&1 | FileCheck %s --check-prefix=NVVM
; NVVM: Unexpected llvm intrinsic:
; NVVM-NEXT: llvm.nvvm.read.ptx.sreg.tid.x
; Prefixes are compared with the whole name: without "llvm." nothing matches; case matters.
; RUN: not llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics=x86,amdgcn,nvvm -o %t.x 2>&1 | FileCheck %s --check-prefix=NONE
; RUN: not llvm-spirv-rs %t.bc --spirv-allow-unknown-intrinsics=LLVM.X86,llvm.amdgcn,llvm.nvvm -o %t.x 2>&1 | FileCheck %s --check-prefix=NONE
; RUN: test ! -e %t.x
; Occurrences add up: together they cover all three.
; RUN: llvm-spirv-rs %t.bc -spirv-allow-unknown-intrinsics=llvm.x86 -spirv-allow-unknown-intrinsics=llvm.amdgcn,llvm.nvvm -o %t.5.spv
; RUN: cmp %t.all.spv %t.5.spv
; The value comes only after "=": a separate word is the input file.
; RUN: not llvm-spirv-rs --spirv-allow-unknown-intrinsics llvm.x86 %t.bc -o %t.x 2>&1 | FileCheck %s --check-prefix=POS
; POS: unexpected argument
;
; The reverse translation ignores it, with llvm-spirv's note.
; RUN: llvm-spirv-rs -r %t.all.spv --spirv-allow-unknown-intrinsics -o %t.rt.bc 2>&1 | FileCheck %s --check-prefix=NOTE
; NOTE: Note: --spirv-allow-unknown-intrinsics option ignored as it only affects translation from LLVM IR to SPIR-V
; RUN: llvm-dis %t.rt.bc -o - | FileCheck %s --check-prefix=RT
; RT: call spir_func void @llvm.x86.sse.sfence()

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

declare void @llvm.x86.sse.sfence()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.umax.i32(i32, i32)

define spir_kernel void @k(i32 addrspace(1)* %p) {
  call void @llvm.x86.sse.sfence()
  %a = call i32 @llvm.amdgcn.workitem.id.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  store i32 %m, i32 addrspace(1)* %p, align 4
  ret void
}
