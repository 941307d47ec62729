; Device-side enqueue calls no form covers are errors naming the call's signature: an
; enqueue_kernel function with a missing argument, a kernel query whose block is not a known
; function (SPIR-V wants the Invoke function itself), a range builder of four dimensions.
; RUN: sed -e 's/;ARITY //' %s | llvm-as -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=ARITY
; RUN: sed -e 's/;QUERY //' %s | llvm-as -o %t2.bc
; RUN: not llvm-spirv-rs %t2.bc -o %t2.spv 2>&1 | FileCheck %s --check-prefix=QUERY
; RUN: sed -e 's/;RANGE //' %s | llvm-as -o %t3.bc
; RUN: not llvm-spirv-rs %t3.bc -o %t3.spv 2>&1 | FileCheck %s --check-prefix=RANGE

; ARITY: UnsupportedBuiltin: the builtin __enqueue_kernel_basic(%opencl.queue_t*, i32, %struct.ndrange_t*, i8 addrspace(4)*) is not one llvm-spirv-rs can translate: it takes 5 arguments
; QUERY: UnsupportedBuiltin: the builtin __get_kernel_work_group_size_impl(i8 addrspace(4)*, i8 addrspace(4)*) is not one llvm-spirv-rs can translate: its block must be a known function
; RANGE: UnsupportedBuiltin: the builtin ndrange_4D(ulong) (_Z10ndrange_4Dm)

target triple = "spir64-unknown-unknown"

%opencl.queue_t = type opaque
%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

;ARITY define spir_kernel void @short_call(%opencl.queue_t* %q, i8 addrspace(4)* %blk) {
;ARITY entry:
;ARITY   %r = alloca %struct.ndrange_t, align 8
;ARITY   %e = call spir_func i32 @__enqueue_kernel_basic(%opencl.queue_t* %q, i32 0, %struct.ndrange_t* %r, i8 addrspace(4)* %blk)
;ARITY   ret void
;ARITY }
;ARITY declare spir_func i32 @__enqueue_kernel_basic(%opencl.queue_t*, i32, %struct.ndrange_t*, i8 addrspace(4)*)

;QUERY define spir_func i32 @indirect(i8 addrspace(4)* %invoke, i8 addrspace(4)* %literal) {
;QUERY   %n = call spir_func i32 @__get_kernel_work_group_size_impl(i8 addrspace(4)* %invoke, i8 addrspace(4)* %literal)
;QUERY   ret i32 %n
;QUERY }
;QUERY declare spir_func i32 @__get_kernel_work_group_size_impl(i8 addrspace(4)*, i8 addrspace(4)*)

;RANGE define spir_func void @four(i64 %n) {
;RANGE   %r = alloca %struct.ndrange_t, align 8
;RANGE   call spir_func void @_Z10ndrange_4Dm(%struct.ndrange_t* sret(%struct.ndrange_t) %r, i64 %n)
;RANGE   ret void
;RANGE }
;RANGE declare spir_func void @_Z10ndrange_4Dm(%struct.ndrange_t* sret(%struct.ndrange_t), i64)
