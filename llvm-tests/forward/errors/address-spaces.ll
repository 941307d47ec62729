; Casts from the global_device/global_host address spaces go only to global or generic (and
; those need SPV_INTEL_usm_storage_classes); a function's address needs
; SPV_INTEL_function_pointers.
; RUN: split-file %s %t
; RUN: llvm-as %t/device.ll -o %t/device.bc
; RUN: not llvm-spirv-rs %t/device.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=DEVICE
; RUN: llvm-as %t/fnaddr.ll -o %t/fnaddr.bc
; RUN: not llvm-spirv-rs %t/fnaddr.bc -o %t/x.spv 2>&1 | FileCheck %s --check-prefix=FNADDR
; DEVICE: InvalidModule: Invalid SPIR-V module: Casts from global_device/global_host only allowed to global/generic
; FNADDR: RequiresExtension: Feature requires the following SPIR-V extension:
; FNADDR-NEXT: SPV_INTEL_function_pointers
; FNADDR-NEXT: the address of function f

;--- device.ll
target triple = "spir64-unknown-unknown"
define spir_func void @g(i32 addrspace(5)* %p) {
  %l = addrspacecast i32 addrspace(5)* %p to i32 addrspace(3)*
  store i32 0, i32 addrspace(3)* %l
  ret void
}

;--- fnaddr.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f() {
  ret void
}
define spir_func i64 @g() {
  ret i64 ptrtoint (void ()* @f to i64)
}
