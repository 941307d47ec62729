; Every linkage kind of the LLVM 14 LangRef, on a function and on a variable, and what the
; reverse gives back. SPIR-V has Export, Import and (with SPV_KHR_linkonce_odr) LinkOnceODR, and
; no decoration for a symbol local to the module:
;   external: Export (definition) / Import (declaration).
;   private, internal: no LinkageAttributes; back as internal.
;   available_externally: the LangRef makes it an external declaration whose definition only
;     helps optimization, and SPIR-V forbids a body or initializer on an Import: written as an
;     Import declaration, back as one (llvm-spirv 14 writes Import on the definition, which
;     spirv-val rejects).
;   linkonce, weak, weak_odr: Export (SPIR-V has no weak or discardable linkage); back external.
;   linkonce_odr: LinkOnceODR where SPV_KHR_linkonce_odr is allowed (back as linkonce_odr),
;     else Export.
;   extern_weak: Import (SPIR-V has no null address for a missing symbol); back external.
;   common: Export without an initializer (its value is zero); back as common zeroinitializer.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o %t.spt
; RUN: FileCheck %s --check-prefixes=CHECK,NOEXT < %t.spt
; RUN: FileCheck %s --check-prefix=LOCAL < %t.spt
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_linkonce_odr -spirv-text -o - | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefixes=REV,REV-NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_KHR_linkonce_odr -o %t.ext.spv
; RUN: spirv-val %t.ext.spv
; RUN: llvm-spirv-rs -r %t.ext.spv -o %t.ext.rev.bc
; RUN: opt -verify -disable-output %t.ext.rev.bc
; RUN: llvm-dis %t.ext.rev.bc -o - | FileCheck %s --check-prefixes=REV,REV-EXT
; RUN: llvm-spirv-14 -r %t.ext.spv -o %t.inc.bc
; RUN: opt -verify -disable-output %t.inc.bc

; NOEXT-NOT: Extension "SPV_KHR_linkonce_odr"
; EXT: Extension "SPV_KHR_linkonce_odr"
; LOCAL-NOT: LinkageAttributes "v_private"
; LOCAL-NOT: LinkageAttributes "v_internal"
; CHECK-DAG: Decorate [[VAVAIL:[0-9]+]] LinkageAttributes "v_avail" Import
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "v_linkonce" Export
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "v_weak" Export
; CHECK-DAG: Decorate [[VCOMMON:[0-9]+]] LinkageAttributes "v_common" Export
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "v_extern_weak" Import
; NOEXT-DAG: Decorate {{[0-9]+}} LinkageAttributes "v_linkonce_odr" Export
; EXT-DAG: Decorate {{[0-9]+}} LinkageAttributes "v_linkonce_odr" LinkOnceODR
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "v_weak_odr" Export
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "v_external" Export
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "v_declared" Import
; CHECK-DAG: Decorate [[FAVAIL:[0-9]+]] LinkageAttributes "f_avail" Import
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "f_linkonce" Export
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "f_weak" Export
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "f_extern_weak" Import
; NOEXT-DAG: Decorate {{[0-9]+}} LinkageAttributes "f_linkonce_odr" Export
; EXT-DAG: Decorate {{[0-9]+}} LinkageAttributes "f_linkonce_odr" LinkOnceODR
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "f_weak_odr" Export
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "f_external" Export
; CHECK-DAG: Decorate {{[0-9]+}} LinkageAttributes "f_declared" Import
; LOCAL-NOT: LinkageAttributes "f_private"
; LOCAL-NOT: LinkageAttributes "f_internal"
; The available_externally variable and the common one have no initializer.
; CHECK-DAG: Variable {{[0-9]+}} [[VAVAIL]] 5{{ $}}
; CHECK-DAG: Variable {{[0-9]+}} [[VCOMMON]] 5{{ $}}
; The available_externally function is a declaration: no block.
; CHECK: Function {{[0-9]+}} [[FAVAIL]] 0
; CHECK-EMPTY:
; CHECK-NEXT: FunctionEnd

; REV-DAG: @v_private = internal addrspace(1) global i32 1
; REV-DAG: @v_internal = internal addrspace(1) global i32 2
; REV-DAG: @v_avail = external addrspace(1) global i32{{$}}
; REV-DAG: @v_linkonce = addrspace(1) global i32 4
; REV-DAG: @v_weak = addrspace(1) global i32 5
; REV-DAG: @v_common = common addrspace(1) global i32 0
; REV-DAG: @v_extern_weak = external addrspace(1) global i32{{$}}
; REV-NOEXT-DAG: @v_linkonce_odr = addrspace(1) global i32 6
; REV-EXT-DAG: @v_linkonce_odr = linkonce_odr addrspace(1) global i32 6
; REV-DAG: @v_weak_odr = addrspace(1) global i32 7
; REV-DAG: @v_external = addrspace(1) global i32 8
; REV-DAG: @v_declared = external addrspace(1) global i32{{$}}
; REV-DAG: define internal spir_func i32 @f_private()
; REV-DAG: define internal spir_func i32 @f_internal()
; REV-DAG: declare spir_func i32 @f_avail()
; REV-DAG: define spir_func i32 @f_linkonce()
; REV-DAG: define spir_func i32 @f_weak()
; REV-DAG: declare spir_func i32 @f_extern_weak()
; REV-NOEXT-DAG: define spir_func i32 @f_linkonce_odr()
; REV-EXT-DAG: define linkonce_odr spir_func i32 @f_linkonce_odr()
; REV-DAG: define spir_func i32 @f_weak_odr()
; REV-DAG: define spir_func i32 @f_external()
; REV-DAG: declare spir_func i32 @f_declared()

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@v_private = private addrspace(1) global i32 1
@v_internal = internal addrspace(1) global i32 2
@v_avail = available_externally addrspace(1) global i32 3
@v_linkonce = linkonce addrspace(1) global i32 4
@v_weak = weak addrspace(1) global i32 5
@v_common = common addrspace(1) global i32 0
@v_extern_weak = extern_weak addrspace(1) global i32
@v_linkonce_odr = linkonce_odr addrspace(1) global i32 6
@v_weak_odr = weak_odr addrspace(1) global i32 7
@v_external = addrspace(1) global i32 8
@v_declared = external addrspace(1) global i32

define private spir_func i32 @f_private() { ret i32 1 }
define internal spir_func i32 @f_internal() { ret i32 2 }
define available_externally spir_func i32 @f_avail() { ret i32 3 }
define linkonce spir_func i32 @f_linkonce() { ret i32 4 }
define weak spir_func i32 @f_weak() { ret i32 5 }
declare extern_weak spir_func i32 @f_extern_weak()
define linkonce_odr spir_func i32 @f_linkonce_odr() { ret i32 6 }
define weak_odr spir_func i32 @f_weak_odr() { ret i32 7 }
define spir_func i32 @f_external() { ret i32 8 }
declare spir_func i32 @f_declared()

define spir_kernel void @sum(i32 addrspace(1)* %out) {
  %f1 = call spir_func i32 @f_private()
  %f2 = call spir_func i32 @f_internal()
  %f3 = call spir_func i32 @f_avail()
  %f4 = call spir_func i32 @f_linkonce()
  %f5 = call spir_func i32 @f_weak()
  %f6 = call spir_func i32 @f_extern_weak()
  %f7 = call spir_func i32 @f_linkonce_odr()
  %f8 = call spir_func i32 @f_weak_odr()
  %f9 = call spir_func i32 @f_external()
  %f10 = call spir_func i32 @f_declared()
  %v1 = load i32, i32 addrspace(1)* @v_private
  %v2 = load i32, i32 addrspace(1)* @v_internal
  %v3 = load i32, i32 addrspace(1)* @v_avail
  %v4 = load i32, i32 addrspace(1)* @v_linkonce
  %v5 = load i32, i32 addrspace(1)* @v_weak
  %v6 = load i32, i32 addrspace(1)* @v_common
  %v7 = load i32, i32 addrspace(1)* @v_extern_weak
  %v8 = load i32, i32 addrspace(1)* @v_linkonce_odr
  %v9 = load i32, i32 addrspace(1)* @v_weak_odr
  %v10 = load i32, i32 addrspace(1)* @v_external
  %v11 = load i32, i32 addrspace(1)* @v_declared
  %s1 = add i32 %f1, %f2
  %s2 = add i32 %s1, %f3
  %s3 = add i32 %s2, %f4
  %s4 = add i32 %s3, %f5
  %s5 = add i32 %s4, %f6
  %s6 = add i32 %s5, %f7
  %s7 = add i32 %s6, %f8
  %s8 = add i32 %s7, %f9
  %s9 = add i32 %s8, %f10
  %t1 = add i32 %s9, %v1
  %t2 = add i32 %t1, %v2
  %t3 = add i32 %t2, %v3
  %t4 = add i32 %t3, %v4
  %t5 = add i32 %t4, %v5
  %t6 = add i32 %t5, %v6
  %t7 = add i32 %t6, %v7
  %t8 = add i32 %t7, %v8
  %t9 = add i32 %t8, %v9
  %t10 = add i32 %t9, %v10
  %t11 = add i32 %t10, %v11
  store i32 %t11, i32 addrspace(1)* %out
  ret void
}
