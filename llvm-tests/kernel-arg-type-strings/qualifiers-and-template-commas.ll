; --preserve-ocl-kernel-arg-type-metadata-through-string, both ways, with what a comma-separated
; list makes hard: template type names whose arguments hold commas (SYCL and C++ for OpenCL
; kernels), and type qualifiers, some parameters having none (empty items). The reverse splits
; the lists at the commas outside <>, () and [], and takes kernel_arg_type_qual from its string
; too: "const" on the by-value struct is said by no SPIR-V decoration, so only the string keeps
; it. Without the option, both come from the SPIR-V (the Volatile decoration gives "volatile").
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --preserve-ocl-kernel-arg-type-metadata-through-string -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r --preserve-ocl-kernel-arg-type-metadata-through-string %t.spv -o %t.kept.ll
; RUN: opt -verify -disable-output %t.kept.ll
; RUN: FileCheck %s --check-prefix=KEPT < %t.kept.ll
; RUN: llvm-spirv-rs -r %t.spv -o %t.computed.ll
; RUN: FileCheck %s --check-prefix=COMPUTED < %t.computed.ll

; SPV-DAG: OpString "kernel_arg_type.pairs.Pair<int, Box<float,char> >*,int,Map<int,int>,"
; SPV-DAG: OpString "kernel_arg_type_qual.pairs.volatile,,const,"

; KEPT: define spir_kernel void @pairs({{.*}} !kernel_arg_type ![[T:[0-9]+]] !kernel_arg_type_qual ![[Q:[0-9]+]] !kernel_arg_base_type ![[B:[0-9]+]]
; KEPT-DAG: ![[T]] = !{!"Pair<int, Box<float,char> >*", !"int", !"Map<int,int>"}
; KEPT-DAG: ![[Q]] = !{!"volatile", !"", !"const"}
; KEPT-DAG: ![[B]] = !{!"int*", !"int", !"struct Map"}

; COMPUTED: define spir_kernel void @pairs({{.*}} !kernel_arg_type ![[T:[0-9]+]] !kernel_arg_type_qual ![[Q:[0-9]+]] !kernel_arg_base_type ![[T]]
; COMPUTED-DAG: ![[Q]] = !{!"volatile", !"", !""}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.Map = type { i32, i32 }

define spir_kernel void @pairs(i32 addrspace(1)* %p, i32 %n, %struct.Map* byval(%struct.Map) %m) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
  store i32 %n, i32 addrspace(1)* %p, align 4
  ret void
}

!0 = !{i32 1, i32 0, i32 0}
!1 = !{!"none", !"none", !"none"}
!2 = !{!"Pair<int, Box<float,char> >*", !"int", !"Map<int,int>"}
!3 = !{!"Pair<int, Box<float,char> >*", !"int", !"Map<int,int>"}
!4 = !{!"volatile", !"", !"const"}
