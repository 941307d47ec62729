; --version names the tool, the LLVM it is built with and the SPIR-V versions it writes.
; RUN: llvm-spirv-rs --version | FileCheck %s --check-prefix=VERSION
; RUN: llvm-spirv-rs -version | FileCheck %s --check-prefix=VERSION
; VERSION: llvm-spirv-rs {{[0-9]+\.[0-9]+\.[0-9]+}}
; VERSION-NEXT: LLVM version 14.
; VERSION-NEXT: writes SPIR-V 1.0 to 1.4
;
; --help documents the exit codes and says "not implemented" only of refused options.
; RUN: llvm-spirv-rs --help | FileCheck %s --check-prefix=HELP
; HELP: Exit codes: 0 success; 1 an input or translation error
; HELP-SAME: 2 a usage error
; RUN: llvm-spirv-rs --help > %t.help
; RUN: ! grep -i "not implemented" %t.help | grep -v "refused"
;
; -v logs each phase with its time and a summary whose version is the one written;
; without a terminal there is no colour.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs -v %t.bc -o %t.spv 2> %t.log
; RUN: FileCheck %s --check-prefix=LOG < %t.log
; LOG-DAG: read{input={{.*}}.bc}: close time.busy=
; LOG-DAG: parse{kind=LlvmBitcode}: close time.busy=
; LOG-DAG: translate:validate-layout: close time.busy=
; LOG-DAG: translate: close time.busy=
; LOG-DAG: write{output={{.*}}.spv bytes={{[0-9]+}}}: close time.busy=
; LOG: INFO forward {{.*}}.bc -> {{.*}}.spv: SPIR-V 1.[[MINOR:[0-9]]], 2 functions (1 entry points), {{[0-9]+}} types, 0 debug records, {{[0-9]+}} instructions
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=HEADER -DMINOR=$(sed -n 's/.*SPIR-V 1\.\([0-9]\),.*/\1/p' %t.log)
; HEADER: ; Version: 1.[[MINOR]]
; RUN: ! LC_ALL=C grep -q $'\x1b' %t.log
; On a terminal (a pseudo-terminal from script(1)) the log has colour, unless NO_COLOR is set.
; RUN: script -qec "llvm-spirv-rs -v %t.bc -o %t.tty.spv" /dev/null > %t.tty.log
; RUN: LC_ALL=C grep -q $'\x1b' %t.tty.log
; RUN: NO_COLOR=1 script -qec "llvm-spirv-rs -v %t.bc -o %t.tty.spv" /dev/null > %t.nocolor.log
; RUN: grep -q "INFO forward" %t.nocolor.log
; RUN: ! LC_ALL=C grep -q $'\x1b' %t.nocolor.log
; RUN: llvm-spirv-rs -v -r %t.spv -o %t.rt.bc 2>&1 | FileCheck %s --check-prefix=REV
; REV-DAG: decode: close time.busy=
; REV-DAG: verify: close time.busy=
; REV: INFO reverse {{.*}}.spv -> {{.*}}.rt.bc: SPIR-V 1.{{[0-9]}}, 2 functions (1 entry points)
;
; RUST_LOG selects the level without -v; without either only warnings are shown.
; RUN: RUST_LOG=info llvm-spirv-rs %t.bc -o %t.2.spv 2>&1 | FileCheck %s --check-prefix=INFO
; INFO: INFO forward
; RUN: llvm-spirv-rs %t.bc -o %t.3.spv 2>&1 | count 0
;
; A reader that goes away ends the translation quietly.
; RUN: llvm-spirv-rs -to-text %t.spv -o - 2> %t.pipe.err | head -c 10 > /dev/null
; RUN: count 0 < %t.pipe.err

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

define spir_kernel void @k(i32 addrspace(1)* %p) {
  store i32 1, i32 addrspace(1)* %p, align 4
  ret void
}
