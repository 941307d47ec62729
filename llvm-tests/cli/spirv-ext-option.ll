; --spirv-ext: a comma-separated list of +NAME/-NAME items (+all/-all for every extension),
; checked before the input is read, with llvm-spirv's wording; the option may be given several
; times, each occurrence adding its items after the earlier ones, so later items win.
; RUN: llvm-as %s -o %t.bc
;
; Bad values are refused before the input is read: the input here does not exist.
; RUN: not llvm-spirv-rs --spirv-ext=SPV_KHR_no_integer_wrap_decoration %t.missing.bc -o %t.x 2>&1 | FileCheck %s --check-prefix=FORMAT
; RUN: not llvm-spirv-rs --spirv-ext=+ %t.missing.bc -o %t.x 2>&1 | FileCheck %s --check-prefix=FORMAT
; RUN: not llvm-spirv-rs --spirv-ext= %t.missing.bc -o %t.x 2>&1 | FileCheck %s --check-prefix=FORMAT
; RUN: not llvm-spirv-rs --spirv-ext=+all,, %t.missing.bc -o %t.x 2>&1 | FileCheck %s --check-prefix=FORMAT
; FORMAT: Invalid value of --spirv-ext, expected format is: --spirv-ext=+EXT_NAME,-EXT_NAME
; RUN: not llvm-spirv-rs --spirv-ext=+all,-SPV_KHR_no_such_thing %t.missing.bc -o %t.x 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not llvm-spirv-rs -spirv-ext=+all -spirv-ext=+SPV_KHR_no_such_thing %t.missing.bc -o %t.x 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: Unknown extension 'SPV_KHR_no_such_thing' was specified via --spirv-ext option
; The value may be the next argument, and a value-less --spirv-ext takes the next argument.
; RUN: not llvm-spirv-rs --spirv-ext %t.bc -o %t.x 2>&1 | FileCheck %s --check-prefix=FORMAT
; RUN: test ! -e %t.x
;
; The kernel's `add nsw` is decorated NoSignedWrap in SPIR-V 1.0 only with
; SPV_KHR_no_integer_wrap_decoration.
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.0 -o %t.none.spv
; RUN: spirv-val %t.none.spv
; RUN: spirv-dis %t.none.spv | FileCheck %s --check-prefix=NONE
; NONE-NOT: SPV_KHR_no_integer_wrap_decoration
; NONE-NOT: NoSignedWrap
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.0 --spirv-ext +SPV_KHR_no_integer_wrap_decoration -o %t.on.spv
; RUN: spirv-val %t.on.spv
; RUN: spirv-dis %t.on.spv | FileCheck %s --check-prefix=ON
; ON: OpExtension "SPV_KHR_no_integer_wrap_decoration"
; ON: NoSignedWrap
; Several occurrences add up in order: +all then -NAME leaves NAME off, -NAME then +all on.
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.0 -spirv-ext=+all -spirv-ext=-SPV_KHR_no_integer_wrap_decoration -o %t.off.spv
; RUN: spirv-dis %t.off.spv | FileCheck %s --check-prefix=NONE
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.0 --spirv-ext=-SPV_KHR_no_integer_wrap_decoration --spirv-ext=+all -o %t.all.spv
; RUN: spirv-dis %t.all.spv | FileCheck %s --check-prefix=ON
; RUN: llvm-spirv-rs %t.bc --spirv-max-version=1.0 --spirv-ext=-all,+SPV_KHR_no_integer_wrap_decoration -o %t.list.spv
; RUN: cmp %t.on.spv %t.list.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 addrspace(1)* %p) {
  %v = load i32, i32 addrspace(1)* %p, align 4
  %r = add nsw i32 %v, 1
  store i32 %r, i32 addrspace(1)* %p, align 4
  ret void
}
