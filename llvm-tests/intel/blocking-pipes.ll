; SPV_INTEL_blocking_pipes: `__read_pipe_2_bl` / `__write_pipe_2_bl` (the blocking forms of
; read_pipe / write_pipe: pipe, generic packet pointer, packet size, packet alignment) ↔
; OpReadPipeBlockingINTEL (5946) / OpWritePipeBlockingINTEL (5947), which the published
; extension gives the same four <id> operands and no result, with the capability
; BlockingPipesINTEL. Without the extension: an error naming it. Reverse: the same calls, the
; packet pointer a generic `i8 *` (one declaration for every packet type); with
; --spirv-target-env=SPV-IR `__spirv_ReadPipeBlockingINTEL` calls, which translate back to the
; same instructions. spirv-val 2023.1's grammar gives the instructions a result type and a
; result (it reads the pipe as a result id: "Id ... is defined more than once"), so the output
; is checked with FileCheck and read back by both readers.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_blocking_pipes -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-dis %t.spv.inc.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: llvm-spirv-rs -r %t.spv --spirv-target-env=SPV-IR -o %t.spvir.bc
; RUN: opt -verify -disable-output %t.spvir.bc
; RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: llvm-spirv-rs %t.spvir.bc --spirv-ext=+SPV_INTEL_blocking_pipes -o - -spirv-text | FileCheck %s
; RUN: not llvm-spirv-rs %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: 2 Capability Pipes
; CHECK-DAG: 2 Capability BlockingPipesINTEL
; CHECK-DAG: 8 Extension "SPV_INTEL_blocking_pipes"
; CHECK-DAG: 3 TypePipe [[RO:[0-9]+]] 0
; CHECK-DAG: 3 TypePipe [[WO:[0-9]+]] 1
; CHECK-DAG: 3 FunctionParameter [[RO]] [[IN:[0-9]+]]
; CHECK-DAG: 3 FunctionParameter [[WO]] [[OUT:[0-9]+]]
; CHECK: 5 ReadPipeBlockingINTEL [[IN]] [[PTR:[0-9]+]] [[FOUR:[0-9]+]] [[FOUR]]
; CHECK: 5 WritePipeBlockingINTEL [[OUT]] [[PTR]] [[FOUR]] [[FOUR]]

; REV: call spir_func void @__read_pipe_2_bl(%opencl.pipe_ro_t addrspace(1)* %in, i8 addrspace(4)* %{{.*}}, i32 4, i32 4)
; REV: call spir_func void @__write_pipe_2_bl(%opencl.pipe_wo_t addrspace(1)* %out, i8 addrspace(4)* %{{.*}}, i32 4, i32 4)
; REV: call spir_func void @__read_pipe_2_bl(%opencl.pipe_ro_t addrspace(1)* %in, i8 addrspace(4)* %{{.*}}, i32 8, i32 8)

; SPVIR: call spir_func void @_Z29__spirv_ReadPipeBlockingINTEL{{.*}}(%spirv.Pipe._0 addrspace(1)* %in, i8 addrspace(4)* %{{.*}}, i32 4, i32 4)
; SPVIR: call spir_func void @_Z30__spirv_WritePipeBlockingINTEL{{.*}}(%spirv.Pipe._1 addrspace(1)* %out, i8 addrspace(4)* %{{.*}}, i32 4, i32 4)

; NOEXT: SPV_INTEL_blocking_pipes

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%opencl.pipe_ro_t = type opaque
%opencl.pipe_wo_t = type opaque

define spir_kernel void @copy(%opencl.pipe_ro_t addrspace(1)* %in, %opencl.pipe_wo_t addrspace(1)* %out, i32 addrspace(1)* %buf) {
entry:
  %v = alloca i32, align 4
  %g = addrspacecast i32* %v to i8 addrspace(4)*
  call spir_func void @__read_pipe_2_bl(%opencl.pipe_ro_t addrspace(1)* %in, i8 addrspace(4)* %g, i32 4, i32 4)
  %x = load i32, i32* %v, align 4
  store i32 %x, i32 addrspace(1)* %buf, align 4
  call spir_func void @__write_pipe_2_bl(%opencl.pipe_wo_t addrspace(1)* %out, i8 addrspace(4)* %g, i32 4, i32 4)
  ; A packet of another type (i64) through a pointer of its own type: back as i8 *.
  %w = alloca i64, align 8
  %wg = addrspacecast i64* %w to i64 addrspace(4)*
  %wi = bitcast i64 addrspace(4)* %wg to i8 addrspace(4)*
  call spir_func void @__read_pipe_2_bl(%opencl.pipe_ro_t addrspace(1)* %in, i8 addrspace(4)* %wi, i32 8, i32 8)
  ret void
}

declare spir_func void @__read_pipe_2_bl(%opencl.pipe_ro_t addrspace(1)*, i8 addrspace(4)*, i32, i32)
declare spir_func void @__write_pipe_2_bl(%opencl.pipe_wo_t addrspace(1)*, i8 addrspace(4)*, i32, i32)
