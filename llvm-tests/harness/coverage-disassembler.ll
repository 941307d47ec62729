; The coverage probe (scripts/coveragelib) reads our outputs as spirv-dis text. spirv-dis 2023.1
; cannot read every module we write (here OpReadPipeBlockingINTEL of SPV_INTEL_blocking_pipes,
; published after it), and a module it cannot read would count as producing nothing; the probe
; then takes the same syntax from our own disassembler (-to-text --spirv-asm).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_blocking_pipes -o %t.spv
; RUN: not spirv-dis %t.spv -o %t.dis
; RUN: LLVM_SPIRV_RS_BIN=$(command -v llvm-spirv-rs) python3 -c "import sys; sys.path.insert(0, '%S/../../scripts'); from coveragelib import common, spirv; import os; common.OURS = os.environ['LLVM_SPIRV_RS_BIN']; t = common.disassemble('%t.spv'); print(t); print(sorted(n for s, n in spirv.items(t) if 'Blocking' in n))" | FileCheck %s

; CHECK: OpCapability BlockingPipesINTEL
; CHECK: OpReadPipeBlockingINTEL
; CHECK: ['OpReadPipeBlockingINTEL']

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%opencl.pipe_ro_t = type opaque

define spir_kernel void @drain(%opencl.pipe_ro_t addrspace(1)* %in, i32 addrspace(1)* %out) {
entry:
  %slot = alloca i32, align 4
  %p = addrspacecast i32* %slot to i8 addrspace(4)*
  call spir_func void @__read_pipe_2_bl(%opencl.pipe_ro_t addrspace(1)* %in, i8 addrspace(4)* %p, i32 4, i32 4)
  %v = load i32, i32* %slot, align 4
  store i32 %v, i32 addrspace(1)* %out, align 4
  ret void
}

declare spir_func void @__read_pipe_2_bl(%opencl.pipe_ro_t addrspace(1)*, i8 addrspace(4)*, i32, i32)
