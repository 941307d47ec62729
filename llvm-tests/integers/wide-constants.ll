; Integer constants wider than 64 bits (under SPV_INTEL_arbitrary_precision_integers) have
; one literal word per 32 bits of their width, least significant first (SPIR-V 2.2.1:
; "a literal number ... wider than 32 bits [takes] multiple words"), and read back as the
; same values. Without the extension such widths are refused, naming the width. spirv-val
; 2023.1 rejects every OpTypeInt width but 8, 16, 32 and 64 ("Invalid number of bits"), so
; the output is FileChecked, read back and verified, and translated again the same.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o %t.spt
; RUN: FileCheck %s --input-file %t.spt
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify %t.rev.bc -o /dev/null
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs %t.rev.bc --spirv-ext=+SPV_INTEL_arbitrary_precision_integers -o %t.again.spv
; RUN: llvm-spirv-rs %t.again.spv -to-text -o - | FileCheck %s

; NOEXT: in function 'f': InvalidBitWidth: Invalid bit width in input: 96

; CHECK-DAG: TypeInt [[I96:[0-9]+]] 96 0
; CHECK-DAG: TypeInt [[I128:[0-9]+]] 128 0
; 2^95 + 1
; CHECK-DAG: 6 Constant [[I96]] {{[0-9]+}} 1 0 2147483648 {{$}}
; -2
; CHECK-DAG: 6 Constant [[I96]] {{[0-9]+}} 4294967294 4294967295 4294967295 {{$}}
; 0x0123456789abcdef_fedcba9876543210
; CHECK-DAG: 7 Constant [[I128]] {{[0-9]+}} 1985229328 4275878552 2309737967 19088743 {{$}}

; LLVM: add i96 %x, -39614081257132168796771975167
; LLVM: xor i96 %a, -2
; LLVM: add i128 %y, 1512366075204170947332355369683137040

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i96 @f(i96 %x) {
entry:
  %a = add i96 %x, 39614081257132168796771975169
  %b = xor i96 %a, -2
  ret i96 %b
}

define spir_func i128 @g(i128 %y) {
entry:
  %c = add i128 %y, 1512366075204170947332355369683137040
  ret i128 %c
}
