; One LLVM instruction that becomes several SPIR-V instructions keeps its !dbg on all of them.
; SPIR-V OpLine: the location applies to the instructions that follow up to the next OpLine,
; OpNoLine or the end of the block; OpenCL.DebugInfo.100 DebugScope: the scope likewise up to the
; next DebugScope/DebugNoScope or the end of the block. So the splats of clamp's scalar bounds
; (clamp(int4, int, int) is OpenCL.std s_clamp on three int4) stand under the call's OpLine
; 2:10 with no DebugNoScope before them, and the load, OpAtomicCompareExchange, store and
; compare of atomic_compare_exchange_strong (line 3:3) under its OpLine. (llvm-spirv-14 writes
; DebugNoScope before them and leaves them on the previous OpLine; see
; scripts/corpus_parity_lib/explained.tsv.) IR: clang-14 -O0 -g of
;   kernel void k(global int4 *p, global atomic_int *a, global int *e) {
;     p[0] = clamp(p[0], -1, 1);
;     atomic_compare_exchange_strong(a, e, 7);
;   }
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.r.bc
; RUN: llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=LLVM

; CHECK: Line [[F:[0-9]+]] 2 10 {{$}}
; CHECK-NEXT: CompositeInsert
; CHECK-NEXT: VectorShuffle
; CHECK-NEXT: CompositeInsert
; CHECK-NEXT: VectorShuffle
; CHECK-NEXT: s_clamp
; CHECK: Line [[F]] 3 3 {{$}}
; CHECK-NEXT: Load
; CHECK-NEXT: AtomicCompareExchange
; CHECK-NEXT: Store
; CHECK-NEXT: IEqual
; CHECK-NEXT: Line [[F]] 4 1 {{$}}

; LLVM: call spir_func <4 x i32> @_Z5clampDv4_iS_S_({{.*}}, !dbg ![[CL:[0-9]+]]
; LLVM: load i32, {{.*}}, !dbg ![[AT:[0-9]+]]
; LLVM-NEXT: call spir_func i32 @_Z14atomic_cmpxchg{{.*}}, !dbg ![[AT]]
; LLVM-NEXT: store i32 {{.*}}, !dbg ![[AT]]
; LLVM-NEXT: icmp eq i32 {{.*}}, !dbg ![[AT]]
; LLVM-DAG: ![[CL]] = !DILocation(line: 2, column: 10,
; LLVM-DAG: ![[AT]] = !DILocation(line: 3, column: 3,

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @k(<4 x i32> addrspace(1)* noundef %p, i32 addrspace(1)* noundef %a, i32 addrspace(1)* noundef %e) #0 !dbg !7 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
entry:
  %p.addr = alloca <4 x i32> addrspace(1)*, align 8
  %a.addr = alloca i32 addrspace(1)*, align 8
  %e.addr = alloca i32 addrspace(1)*, align 8
  store <4 x i32> addrspace(1)* %p, <4 x i32> addrspace(1)** %p.addr, align 8
  call void @llvm.dbg.declare(metadata <4 x i32> addrspace(1)** %p.addr, metadata !28, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !29
  store i32 addrspace(1)* %a, i32 addrspace(1)** %a.addr, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %a.addr, metadata !30, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !31
  store i32 addrspace(1)* %e, i32 addrspace(1)** %e.addr, align 8
  call void @llvm.dbg.declare(metadata i32 addrspace(1)** %e.addr, metadata !32, metadata !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef)), !dbg !33
  %0 = load <4 x i32> addrspace(1)*, <4 x i32> addrspace(1)** %p.addr, align 8, !dbg !34
  %arrayidx = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %0, i64 0, !dbg !34
  %1 = load <4 x i32>, <4 x i32> addrspace(1)* %arrayidx, align 16, !dbg !34
  %call = call spir_func <4 x i32> @_Z5clampDv4_iii(<4 x i32> noundef %1, i32 noundef -1, i32 noundef 1) #4, !dbg !35
  %2 = load <4 x i32> addrspace(1)*, <4 x i32> addrspace(1)** %p.addr, align 8, !dbg !36
  %arrayidx1 = getelementptr inbounds <4 x i32>, <4 x i32> addrspace(1)* %2, i64 0, !dbg !36
  store <4 x i32> %call, <4 x i32> addrspace(1)* %arrayidx1, align 16, !dbg !37
  %3 = load i32 addrspace(1)*, i32 addrspace(1)** %a.addr, align 8, !dbg !38
  %4 = addrspacecast i32 addrspace(1)* %3 to i32 addrspace(4)*, !dbg !38
  %5 = load i32 addrspace(1)*, i32 addrspace(1)** %e.addr, align 8, !dbg !39
  %6 = addrspacecast i32 addrspace(1)* %5 to i32 addrspace(4)*, !dbg !39
  %call2 = call spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(i32 addrspace(4)* noundef %4, i32 addrspace(4)* noundef %6, i32 noundef 7) #5, !dbg !40
  ret void, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: convergent nounwind readnone willreturn
declare spir_func <4 x i32> @_Z5clampDv4_iii(<4 x i32> noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent
declare spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(i32 addrspace(4)* noundef, i32 addrspace(4)* noundef, i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind readnone willreturn }
attributes #5 = { convergent }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!opencl.ocl.version = !{!5}
!opencl.spir.version = !{!5}
!llvm.ident = !{!6}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 2, i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !DISubprogram(name: "k", scope: !8, file: !8, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!8 = !DIFile(filename: "ec.cl", directory: "/tmp")
!9 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !10)
!10 = !{null, !11, !18, !21}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !13, line: 158, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/opencl-c-base.h", directory: "")
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, flags: DIFlagVector, elements: !16)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64, dwarfAddressSpace: 1)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !1, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !15)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64, dwarfAddressSpace: 1)
!22 = !{}
!23 = !{i32 1, i32 1, i32 1}
!24 = !{!"none", !"none", !"none"}
!25 = !{!"int4*", !"atomic_int*", !"int*"}
!26 = !{!"int __attribute__((ext_vector_type(4)))*", !"_Atomic(int)*", !"int*"}
!27 = !{!"", !"", !""}
!28 = !DILocalVariable(name: "p", arg: 1, scope: !7, file: !8, line: 1, type: !11)
!29 = !DILocation(line: 1, column: 28, scope: !7)
!30 = !DILocalVariable(name: "a", arg: 2, scope: !7, file: !8, line: 1, type: !18)
!31 = !DILocation(line: 1, column: 50, scope: !7)
!32 = !DILocalVariable(name: "e", arg: 3, scope: !7, file: !8, line: 1, type: !21)
!33 = !DILocation(line: 1, column: 65, scope: !7)
!34 = !DILocation(line: 2, column: 16, scope: !7)
!35 = !DILocation(line: 2, column: 10, scope: !7)
!36 = !DILocation(line: 2, column: 3, scope: !7)
!37 = !DILocation(line: 2, column: 8, scope: !7)
!38 = !DILocation(line: 3, column: 34, scope: !7)
!39 = !DILocation(line: 3, column: 37, scope: !7)
!40 = !DILocation(line: 3, column: 3, scope: !7)
!41 = !DILocation(line: 4, column: 1, scope: !7)
