; llvm-spirv's option syntax (LLVM's cl library) and its wording for bad values.
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
;
; Boolean flags take =true/=false/=1/=0 (and TRUE, True...), anything else is refused.
; RUN: llvm-spirv-rs %t.bc -spirv-text=1 -o %t.1.spt
; RUN: llvm-spirv-rs %t.bc --spirv-text=true -o %t.2.spt
; RUN: llvm-spirv-rs %t.bc -spirv-text -o %t.3.spt
; RUN: cmp %t.1.spt %t.2.spt
; RUN: cmp %t.1.spt %t.3.spt
; RUN: llvm-spirv-rs %t.bc --spirv-text=false -o %t.4.spv
; RUN: cmp %t.spv %t.4.spv
; RUN: llvm-spirv-rs %t.bc --spirv-mem2reg=0 -r=False -o %t.5.spv
; RUN: cmp %t.spv %t.5.spv
; RUN: not llvm-spirv-rs %t.bc --spirv-mem2reg=yes -o %t.x 2>&1 | FileCheck %s --check-prefix=BOOL
; RUN: test ! -e %t.x
; BOOL: for the --spirv-mem2reg option: 'yes' is invalid value for boolean argument! Try 0 or 1
; RUN: llvm-spirv-rs %t.bc --spirv-replace-fmuladd-with-ocl-mad=0 -o %t.6.spv
;
; A single-valued option may be given once; its value may follow as the next argument.
; RUN: not llvm-spirv-rs -r -r %t.spv -o %t.x 2>&1 | FileCheck %s --check-prefix=TWICE-R
; TWICE-R: for the -r option: may only occur zero or one times!
; RUN: not llvm-spirv-rs %t.bc --spirv-max-version=1.0 -spirv-max-version=1.1 -o %t.x 2>&1 | FileCheck %s --check-prefix=TWICE
; TWICE: for the --spirv-max-version option: may only occur zero or one times!
; RUN: llvm-spirv-rs %t.bc --spirv-max-version 1.0 -o %t.7.spv
; RUN: not llvm-spirv-rs %t.bc -o 2>&1 | FileCheck %s --check-prefix=NOVALUE
; NOVALUE: for the -o option: requires a value!
;
; Values outside an option's list get LLVM's "Cannot find option named" and the list.
; RUN: not llvm-spirv-rs %t.bc --spirv-max-version=1.5 -o %t.x 2>&1 | FileCheck %s --check-prefix=MAXV
; MAXV: for the --spirv-max-version option: Cannot find option named '1.5'! (expected 1.0, 1.1, 1.2, 1.3 or 1.4)
; RUN: not llvm-spirv-rs -r %t.spv --spirv-target-env=CL9 -o %t.x 2>&1 | FileCheck %s --check-prefix=ENV
; ENV: for the --spirv-target-env option: Cannot find option named 'CL9'!
; RUN: not llvm-spirv-rs %t.bc --spirv-debug-info-version=dwarf -o %t.x 2>&1 | FileCheck %s --check-prefix=DIV
; DIV: for the --spirv-debug-info-version option: Cannot find option named 'dwarf'!
; RUN: test ! -e %t.x
;
; Unknown options: llvm-spirv's wording, exit code 2.
; RUN: not llvm-spirv-rs %t.bc --spirv-ex=+all -o %t.x 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: Unknown command line argument '--spirv-ex=+all'.  Try: 'llvm-spirv-rs --help'
; RUN: llvm-spirv-rs %t.bc --spirv-ex=+all -o %t.x; test $? -eq 2
;
; Modes that cannot go together: llvm-spirv's messages.
; RUN: not llvm-spirv-rs -r -s %t.spv -o %t.x 2>&1 | FileCheck %s --check-prefix=RS
; RS: Cannot have both -r and -s options
; RUN: not llvm-spirv-rs -to-text -r %t.spv -o %t.x 2>&1 | FileCheck %s --check-prefix=TT
; TT: Cannot use -to-text with -to-binary, -r, -s
; RUN: not llvm-spirv-rs -to-binary -s %t.spv -o %t.x 2>&1 | FileCheck %s --check-prefix=TB
; TB: Cannot use -to-binary with -to-text, -r, -s
; RUN: test ! -e %t.x
;
; An option of the other direction is ignored with llvm-spirv's note (silenced by -W or
; --no-warn); the output is the same as without it.
; RUN: llvm-spirv-rs %t.bc --spirv-target-env=CL2.0 -o %t.8.spv 2>&1 | FileCheck %s --check-prefix=NOTE-ENV
; NOTE-ENV: Note: --spirv-target-env option ignored as it only affects translation from SPIR-V to LLVM IR
; RUN: cmp %t.spv %t.8.spv
; RUN: llvm-spirv-rs -r %t.spv --spirv-debug-info-version=ocl-100 -o %t.9.bc 2>&1 | FileCheck %s --check-prefix=NOTE-DI
; NOTE-DI: Note: --spirv-debug-info-version option ignored as it only affects translation from LLVM IR to SPIR-V
; RUN: llvm-spirv-rs -r %t.spv -o %t.10.bc
; RUN: cmp %t.9.bc %t.10.bc
; RUN: llvm-spirv-rs -W %t.bc --spirv-target-env=CL2.0 -o %t.8.spv 2>&1 | count 0
; RUN: llvm-spirv-rs --no-warn %t.bc --spirv-target-env=CL2.0 -o %t.8.spv 2>&1 | count 0
;
; Options whose effect does not apply here are accepted and change nothing: --spirv-erase-cl-md
; (only llvm-spirv's -s output), --spirv-debug (its internal trace), --spirv-expand-step (always
; done), --spirv-verify-regularize-passes, --print-options and --print-all-options (values of
; LLVM's cl options).
; RUN: llvm-spirv-rs %t.bc --spirv-erase-cl-md --spirv-debug --spirv-expand-step --spirv-verify-regularize-passes --print-options --print-all-options -o %t.11.spv
; RUN: cmp %t.spv %t.11.spv
; RUN: llvm-spirv-rs -s %t.bc --spirv-erase-cl-md=false -o %t.12.bc
; RUN: llvm-spirv-rs -s %t.bc -o %t.13.bc
; RUN: cmp %t.12.bc %t.13.bc
;
; --color forces colours in the log (also when it does not go to a terminal), =false never.
; RUN: llvm-spirv-rs %t.bc --color -v -o %t.14.spv 2>&1 | FileCheck %s --check-prefix=COLOR
; COLOR: {{.\[[0-9;]*m}}
; RUN: llvm-spirv-rs %t.bc --color=false -v -o %t.14.spv 2>&1 | FileCheck %s --check-prefix=NOCOLOR
; NOCOLOR-NOT: {{.\[[0-9;]*m}}
;
; The help spellings all print the help.
; RUN: llvm-spirv-rs -h | FileCheck %s --check-prefix=HELP
; RUN: llvm-spirv-rs --help-hidden | FileCheck %s --check-prefix=HELP
; RUN: llvm-spirv-rs -help-list | FileCheck %s --check-prefix=HELP
; RUN: llvm-spirv-rs --help-list-hidden | FileCheck %s --check-prefix=HELP
; HELP: Usage: llvm-spirv-rs
;
; --opaque-pointers is refused (typed pointers only; llvm-spirv-14 aborts with it).
; RUN: not llvm-spirv-rs %t.bc --opaque-pointers -o %t.x 2>&1 | FileCheck %s --check-prefix=OPAQUE
; OPAQUE: --opaque-pointers: this translator reads LLVM 14 modules with typed pointers only
; RUN: test ! -e %t.x

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 addrspace(1)* %p) {
  %a = alloca i32, align 4
  store i32 1, i32* %a, align 4
  %v = load i32, i32* %a, align 4
  store i32 %v, i32 addrspace(1)* %p, align 4
  ret void
}

!opencl.ocl.version = !{!0}
!0 = !{i32 1, i32 2}
