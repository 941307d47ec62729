; Every LLVM input of llvm-tests/ (with each set of forward options its RUN lines use) that our
; forward translation turns into valid SPIR-V is read by llvm-spirv-14 -r, or it is one of the
; causes in tests/incumbent-unreadable.tsv, where no valid form is readable by the incumbent
; (each with its reason and the lit test that pins it). A new input the incumbent cannot read
; fails this test until its shape is changed to one the incumbent reads or its cause is listed.
; scripts/incumbent-readable --conformance --corpus measures the same on the conformance inputs
; and the real corpus.
; RUN: LLVM_SPIRV_RS=$(command -v llvm-spirv-rs) python3 %S/../../scripts/incumbent-readable --lit > %t.txt
; RUN: FileCheck %s < %t.txt
; CHECK: readable: {{[0-9]+}} of {{[0-9]+}}
; CHECK: not readable, not explained: 0
