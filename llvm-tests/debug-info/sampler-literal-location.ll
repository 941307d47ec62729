; A sampler literal (__translate_sampler_initializer of a constant) is a module-scope
; OpConstantSampler, which has no DebugScope: the forward writes the call's line and column in
; an OpLine right before the constant (SPIR-V allows OpLine among the constants), and the
; reverse gives them to the call it makes at each use, in the scope of that use; so the line
; row of the initializer survives the round trip. Each literal has its own constant and line;
; one without a location gets no OpLine, and neither does anything in a module without debug
; information.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rt.bc
; RUN: opt -verify -disable-output %t.rt.bc
; RUN: llvm-dis %t.rt.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: opt -strip-debug %t.bc -o %t.nodbg.bc
; RUN: llvm-spirv-rs %t.nodbg.bc -o - -spirv-text | FileCheck %s --check-prefix=NODBG

; SPV-DAG: String [[FILE:[0-9]+]] "/src/smp.cl"
; SPV: Line [[FILE]] 3 36
; SPV-NEXT: ConstantSampler {{[0-9]+}} {{[0-9]+}} 1 0 0
; SPV-NOT: Line
; SPV: ConstantSampler {{[0-9]+}} {{[0-9]+}} 2 0 1
; SPV: Line [[FILE]] 4 30
; SPV-NEXT: ConstantSampler {{[0-9]+}} {{[0-9]+}} 3 0 0
; SPV: Function

; LLVM: call %opencl.sampler_t addrspace(2)* @__translate_sampler_initializer(i32 18), !dbg [[L1:![0-9]+]]
; LLVM: call %opencl.sampler_t addrspace(2)* @__translate_sampler_initializer(i32 36), !dbg [[U2:![0-9]+]]
; LLVM: call %opencl.sampler_t addrspace(2)* @__translate_sampler_initializer(i32 22), !dbg [[L3:![0-9]+]]
; LLVM-DAG: [[L1]] = !DILocation(line: 3, column: 36, scope: [[BLOCK:![0-9]+]])
; LLVM-DAG: [[BLOCK]] = distinct !DILexicalBlock(
; LLVM-DAG: [[L3]] = !DILocation(line: 4, column: 30, scope: [[SP:![0-9]+]])
; LLVM-DAG: [[SP]] = distinct !DISubprogram(name: "k"
; LLVM-DAG: [[U2]] = !DILocation(line: 12, column: 7,

; NODBG-NOT: Line
; NODBG: ConstantSampler

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%opencl.image2d_ro_t = type opaque
%opencl.sampler_t = type opaque

define spir_kernel void @k(%opencl.image2d_ro_t addrspace(1)* %img, <4 x float> addrspace(1)* %out) !dbg !10 {
entry:
  %s1 = call spir_func %opencl.sampler_t addrspace(2)* @__translate_sampler_initializer(i32 18), !dbg !30
  %a = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)* %img, %opencl.sampler_t addrspace(2)* %s1, <2 x i32> zeroinitializer), !dbg !31
  %s2 = call spir_func %opencl.sampler_t addrspace(2)* @__translate_sampler_initializer(i32 36)
  %b = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)* %img, %opencl.sampler_t addrspace(2)* %s2, <2 x i32> zeroinitializer), !dbg !32
  %s3 = call spir_func %opencl.sampler_t addrspace(2)* @__translate_sampler_initializer(i32 22), !dbg !33
  %c = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)* %img, %opencl.sampler_t addrspace(2)* %s3, <2 x i32> zeroinitializer), !dbg !34
  %ab = fadd <4 x float> %a, %b, !dbg !34
  %abc = fadd <4 x float> %ab, %c, !dbg !34
  store <4 x float> %abc, <4 x float> addrspace(1)* %out, align 16, !dbg !34
  ret void, !dbg !35
}

declare spir_func %opencl.sampler_t addrspace(2)* @__translate_sampler_initializer(i32)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(%opencl.image2d_ro_t addrspace(1)*, %opencl.sampler_t addrspace(2)*, <2 x i32>)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!opencl.ocl.version = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "smp.cl", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 4}
!5 = !{i32 1, i32 2}
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!11 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 3)
!30 = !DILocation(line: 3, column: 36, scope: !11)
!31 = !DILocation(line: 11, column: 7, scope: !11)
!32 = !DILocation(line: 12, column: 7, scope: !10)
!33 = !DILocation(line: 4, column: 30, scope: !10)
!34 = !DILocation(line: 13, column: 7, scope: !10)
!35 = !DILocation(line: 14, column: 1, scope: !10)
