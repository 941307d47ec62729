; Each command tells a wrong kind of input apart and says what to do, naming the input;
; unprintable bytes are never echoed. Exit code 1 for input errors, 2 for usage errors.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
;
; Bitcode (or LLVM assembly) given to -r, -to-text or -to-binary.
; RUN: llvm-spirv-rs -r %t.bc -o %t.rt.bc 2> %t.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=BC-R < %t.err
; RUN: test ! -e %t.rt.bc
; BC-R: llvm-spirv-rs: {{.*}}.bc is LLVM bitcode, not SPIR-V: drop -r to translate it to SPIR-V
; RUN: not llvm-spirv-rs -to-text %s -o %t.spt 2>&1 | FileCheck %s --check-prefix=LL-TEXT
; LL-TEXT: llvm-spirv-rs: {{.*}}input-kinds.ll is LLVM assembly, not SPIR-V: -to-text takes SPIR-V
;
; SPIR-V given to the forward translation.
; RUN: not llvm-spirv-rs %t.spv -o %t.2.spv 2>&1 | FileCheck %s --check-prefix=SPV-FWD
; SPV-FWD: {{.*}}.spv is a SPIR-V binary, not LLVM IR: use -r
;
; SPIRV-Tools assembly is SPIR-V too: -to-binary reads it (the header from spirv-dis's comments).
; RUN: spirv-dis --raw-id %t.spv -o %t.spvasm
; RUN: llvm-spirv-rs -to-binary %t.spvasm -o %t.3.spv
; RUN: cmp %t.spv %t.3.spv
;
; Random bytes: named as neither, without dumping them (only printable ASCII on stderr).
; RUN: printf '\x9c\x48\x9f\xaf\x01\xff\xfe\x00\x80\x81' > %t.rnd
; RUN: llvm-spirv-rs %t.rnd -o %t.4.spv 2> %t.rnd.err; test $? -eq 1
; RUN: FileCheck %s --check-prefix=RND < %t.rnd.err
; RUN: not llvm-spirv-rs -r %t.rnd -o %t.4.bc 2>&1 | FileCheck %s --check-prefix=RND
; RUN: not llvm-spirv-rs -r %t.rnd -o %t.4.bc 2> %t.rnd2.err
; RUN: ! LC_ALL=C grep -q '[^[:print:][:space:]]' %t.rnd.err %t.rnd2.err
; RUN: test ! -e %t.4.spv && test ! -e %t.4.bc
; RND: llvm-spirv-rs: {{.*}}.rnd is neither LLVM bitcode, LLVM assembly nor SPIR-V
;
; An empty input names the file.
; RUN: : > %t.empty
; RUN: not llvm-spirv-rs %t.empty 2>&1 | FileCheck %s --check-prefix=EMPTY
; EMPTY: Can't translate, file is empty: {{.*}}.empty
;
; -S applies where the output is LLVM IR (-r, -s) and is a usage error otherwise.
; RUN: llvm-spirv-rs %t.bc -S -o %t.5.spv 2> %t.s.err; test $? -eq 2
; RUN: FileCheck %s --check-prefix=S-FWD < %t.s.err
; S-FWD: -S writes LLVM IR as text, so it applies only with -r or -s
; RUN: llvm-spirv-rs -r -S %t.spv -o %t.rt.out
; RUN: FileCheck %s --check-prefix=TEXT < %t.rt.out
; RUN: llvm-spirv-rs -s -S %t.bc -o %t.reg.out
; RUN: FileCheck %s --check-prefix=TEXT < %t.reg.out
; TEXT: define spir_kernel void @k(
;
; A translation error names the input too.
; RUN: sed 's/^target triple.*/target triple = "x86_64-unknown-linux-gnu"/' %s > %t.x86.ll
; RUN: not llvm-spirv-rs %t.x86.ll -o %t.6.spv 2>&1 | FileCheck %s --check-prefix=TRIPLE
; TRIPLE: llvm-spirv-rs: {{.*}}.x86.ll: InvalidTargetTriple: Expects spir-unknown-unknown or spir64-unknown-unknown. Actual target triple is x86_64-unknown-linux-gnu

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

define spir_kernel void @k(i32 addrspace(1)* %p) {
  store i32 1, i32 addrspace(1)* %p, align 4
  ret void
}
