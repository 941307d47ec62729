; The global_device (5) and global_host (6) address spaces under SPV_INTEL_usm_storage_classes:
; storage classes DeviceOnlyINTEL (5936) and HostOnlyINTEL (5937) (capability
; USMStorageClassesINTEL), casts to global OpPtrCastToCrossWorkgroupINTEL, casts from global
; OpCrossWorkgroupCastToPtrINTEL; a cast to or from generic goes through global (two casts:
; OpPtrCastToGeneric and OpGenericCastToPtr take Workgroup, CrossWorkgroup and Function
; pointers). Reverse gives the address spaces and casts back. Without the extension both
; address spaces are CrossWorkgroup and the casts to and from global are no-ops.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_usm_storage_classes -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv
; RUN: llvm-spirv-rs %t.bc -o %t.noext.spv
; RUN: spirv-val %t.noext.spv
; RUN: llvm-spirv-rs %t.noext.spv -to-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs -r %t.noext.spv -o - | llvm-dis | FileCheck %s --check-prefix=NOEXT-REV

; CHECK-DAG: Capability USMStorageClassesINTEL
; CHECK-DAG: Extension "SPV_INTEL_usm_storage_classes"
; CHECK-DAG: TypeInt [[I:[0-9]+]] 32 0
; CHECK-DAG: TypePointer [[PD:[0-9]+]] 5936 [[I]]
; CHECK-DAG: TypePointer [[PH:[0-9]+]] 5937 [[I]]
; CHECK-DAG: TypePointer [[PG:[0-9]+]] 5 [[I]]
; CHECK-DAG: TypePointer [[PGEN:[0-9]+]] 8 [[I]]
; CHECK: FunctionParameter [[PD]] [[D:[0-9]+]]
; CHECK: FunctionParameter [[PH]] [[H:[0-9]+]]
; CHECK: FunctionParameter [[PG]] [[G:[0-9]+]]
; CHECK: PtrCastToCrossWorkgroupINTEL [[PG]] {{[0-9]+}} [[D]]
; CHECK: PtrCastToCrossWorkgroupINTEL [[PG]] {{[0-9]+}} [[H]]
; CHECK: CrossWorkgroupCastToPtrINTEL [[PD]] {{[0-9]+}} [[G]]
; CHECK: CrossWorkgroupCastToPtrINTEL [[PH]] {{[0-9]+}} [[G]]
; CHECK: PtrCastToCrossWorkgroupINTEL [[PG]] [[DG:[0-9]+]] [[D]]
; CHECK: PtrCastToGeneric [[PGEN]] {{[0-9]+}} [[DG]]
; CHECK: GenericCastToPtr [[PG]] [[GG:[0-9]+]]
; CHECK: CrossWorkgroupCastToPtrINTEL [[PH]] {{[0-9]+}} [[GG]]

; REV: define spir_kernel void @k(i32 addrspace(5)* %d, i32 addrspace(6)* %h, i32 addrspace(1)* %g, i32 addrspace(4)* %p)
; REV: addrspacecast i32 addrspace(5)* %d to i32 addrspace(1)*
; REV: addrspacecast i32 addrspace(6)* %h to i32 addrspace(1)*
; REV: addrspacecast i32 addrspace(1)* %g to i32 addrspace(5)*
; REV: addrspacecast i32 addrspace(1)* %g to i32 addrspace(6)*

; NOEXT-NOT: USMStorageClassesINTEL
; NOEXT-NOT: 5936
; NOEXT-NOT: 5937
; NOEXT-NOT: CrossWorkgroupINTEL
; NOEXT-NOT: CastToPtrINTEL
; NOEXT-REV: define spir_kernel void @k(i32 addrspace(1)* %d, i32 addrspace(1)* %h, i32 addrspace(1)* %g, i32 addrspace(4)* %p)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 addrspace(5)* %d, i32 addrspace(6)* %h, i32 addrspace(1)* %g, i32 addrspace(4)* %p) {
  %dg = addrspacecast i32 addrspace(5)* %d to i32 addrspace(1)*
  %hg = addrspacecast i32 addrspace(6)* %h to i32 addrspace(1)*
  %gd = addrspacecast i32 addrspace(1)* %g to i32 addrspace(5)*
  %gh = addrspacecast i32 addrspace(1)* %g to i32 addrspace(6)*
  %dp = addrspacecast i32 addrspace(5)* %d to i32 addrspace(4)*
  %ph = addrspacecast i32 addrspace(4)* %p to i32 addrspace(6)*
  %v = load i32, i32 addrspace(1)* %dg
  %w = load i32, i32 addrspace(1)* %hg
  %s = add i32 %v, %w
  store i32 %s, i32 addrspace(5)* %gd
  store i32 %s, i32 addrspace(6)* %gh
  store i32 %s, i32 addrspace(4)* %dp
  store i32 %s, i32 addrspace(6)* %ph
  ret void
}
