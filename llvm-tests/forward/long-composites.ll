; Constants and structs longer than one instruction holds (65535 words): under
; SPV_INTEL_long_composites the instruction is full and *ContinuedINTEL instructions carry the
; rest; without it, a clear error names the construct and the extension (never an internal
; error). spirv-val does not know the continued instructions at module scope, and limits
; structs to 16383 members, so the round trip is checked through the readers instead.
; RUN: python3 %S/Inputs/long_composites.py array 70000 > %t.array.ll
; RUN: llvm-as %t.array.ll -o %t.array.bc
; RUN: llvm-spirv-rs %t.array.bc --spirv-ext=+SPV_INTEL_long_composites -spirv-text -o - | FileCheck %s --check-prefix=ARRAY
; RUN: llvm-spirv-rs %t.array.bc --spirv-ext=+SPV_INTEL_long_constant_composite -o %t.array.spv
; RUN: llvm-spirv-14 -r %t.array.spv -o %t.array.rev.bc
; RUN: opt -verify %t.array.rev.bc -o /dev/null
; RUN: llvm-spirv-rs -r %t.array.spv -o %t.array.rev2.bc
; RUN: llvm-dis %t.array.rev2.bc -o - | FileCheck %s --check-prefix=ARRAY-REV
; RUN: not llvm-spirv-rs %t.array.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ARRAY-ERR
; RUN: python3 %S/Inputs/long_composites.py struct 65540 > %t.struct.ll
; RUN: llvm-as %t.struct.ll -o %t.struct.bc
; RUN: llvm-spirv-rs %t.struct.bc --spirv-ext=+SPV_INTEL_long_composites -spirv-text -o - | FileCheck %s --check-prefix=STRUCT
; RUN: llvm-spirv-rs %t.struct.bc --spirv-ext=+SPV_INTEL_long_composites -o %t.struct.spv
; RUN: llvm-spirv-14 -r %t.struct.spv -o %t.struct.rev.bc
; RUN: opt -verify %t.struct.rev.bc -o /dev/null
; RUN: not llvm-spirv-rs %t.struct.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=STRUCT-ERR

; A 32-bit data layout gives 32-bit array lengths.
; ARRAY: Capability LongCompositesINTEL
; ARRAY: Extension "SPV_INTEL_long_constant_composite"
; ARRAY: TypeInt [[I32:[0-9]+]] 32 0
; ARRAY: Constant [[I32]] [[LEN:[0-9]+]] 70000
; ARRAY: TypeArray [[ARR:[0-9]+]] {{[0-9]+}} [[LEN]]
; ARRAY: 65535 ConstantComposite [[ARR]]
; ARRAY-NEXT: 4469 ConstantCompositeContinuedINTEL
; ARRAY-NEXT: Variable
; ARRAY-REV: @table = addrspace(1) constant [70000 x i16] [i16 1, i16 2,

; ARRAY-ERR: InvalidWordCount: Can't encode instruction with word count greater than 65535:
; ARRAY-ERR-NEXT: Global variable has a constant array initializer with a number of elements greater than OpConstantComposite can have (65532). Should the array be split?
; ARRAY-ERR-NEXT: Original LLVM value:
; ARRAY-ERR-NEXT: @table = addrspace(1) constant [70000 x i16]
; ARRAY-ERR: --spirv-ext=+SPV_INTEL_long_composites
; ARRAY-ERR-NOT: internal error

; 65542 members: 65533 in the struct, 9 continued.
; STRUCT: Capability LongCompositesINTEL
; STRUCT: TypeForwardPointer [[SELF:[0-9]+]] 5
; STRUCT: 65535 TypeStruct [[WIDE:[0-9]+]] [[SELF]]
; STRUCT-NEXT: 10 TypeStructContinuedINTEL
; STRUCT-NEXT: TypePointer [[SELF]] 5 [[WIDE]]

; STRUCT-ERR: InvalidWordCount: Can't encode instruction with word count greater than 65535:
; STRUCT-ERR-NEXT: OpCode: TypeStruct
; STRUCT-ERR: --spirv-ext=+SPV_INTEL_long_composites
