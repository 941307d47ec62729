; OpenCL C++ pipe storage in SPIR-V-friendly IR: a %spirv.ConstantPipeStorage global
; { packet size, alignment, capacity } is an OpConstantPipeStorage (with a pipe storage type of
; its own, as llvm-spirv writes it), its address cast to %spirv.PipeStorage* is that constant;
; !io_pipe_id is IOPipeStorageINTEL under SPV_INTEL_io_pipes (the capability that llvm-spirv
; spells IOPipeINTEL); PipeStorage implies Pipes, which is declared first. Back in LLVM, the
; constant is a linkonce_odr global again. (spirv-val does not accept a module-scope
; OpConstantPipeStorage, so it is not run here.)
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_io_pipes -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s --check-prefix=NOIO
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_io_pipes -o %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=LL
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV: Capability Pipes
; SPV-NEXT: Capability PipeStorage
; SPV-NEXT: Capability IOPipeINTEL
; SPV: Extension "SPV_INTEL_io_pipes"
; SPV-DAG: Name [[CREATOR:[0-9]+]] "storage_8_4_32"
; SPV-DAG: Name [[CHAN:[0-9]+]] "channel"
; SPV-DAG: Decorate [[CHAN]] IOPipeStorageINTEL 3
; SPV-DAG: Decorate [[CREATOR]] Alignment 4
; SPV-NOT: LinkageAttributes "storage_8_4_32"
; SPV: TypePipeStorage [[OWN:[0-9]+]]
; SPV-NEXT: TypePipeStorage [[PS:[0-9]+]]
; SPV: TypeStruct [[WRAP:[0-9]+]] [[PS]]
; SPV: ConstantPipeStorage [[OWN]] [[CREATOR]] 8 4 32
; SPV-NEXT: ConstantComposite [[WRAP]] [[INIT:[0-9]+]] [[CREATOR]]
; SPV-NEXT: Variable {{[0-9]+}} [[CHAN]] 5 [[INIT]]

; NOIO-NOT: IOPipe

; LL-DAG: %spirv.ConstantPipeStorage = type { i32, i32, i32 }
; LL-DAG: = linkonce_odr addrspace(1) global %spirv.ConstantPipeStorage { i32 8, i32 4, i32 32 }, align 4
; LL-DAG: @channel = addrspace(1) global %struct.chan { %spirv.PipeStorage addrspace(1)* bitcast (%spirv.ConstantPipeStorage addrspace(1)* @{{.*}} to %spirv.PipeStorage addrspace(1)*) }, align 4, !io_pipe_id ![[ID:[0-9]+]]
; LL-DAG: ![[ID]] = !{i32 3}

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

%spirv.ConstantPipeStorage = type { i32, i32, i32 }
%spirv.PipeStorage = type opaque
%struct.chan = type { %spirv.PipeStorage addrspace(1)* }

@storage_8_4_32 = linkonce_odr addrspace(1) global %spirv.ConstantPipeStorage { i32 8, i32 4, i32 32 }, align 4
@channel = addrspace(1) global %struct.chan { %spirv.PipeStorage addrspace(1)* bitcast (%spirv.ConstantPipeStorage addrspace(1)* @storage_8_4_32 to %spirv.PipeStorage addrspace(1)*) }, align 4, !io_pipe_id !0

define spir_kernel void @idle() {
entry:
  ret void
}

!0 = !{i32 3}
