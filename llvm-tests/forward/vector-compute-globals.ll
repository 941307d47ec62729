; SPV_INTEL_vector_compute, globals and vector lengths: a "VCGlobalVariable" global is
; decorated VectorComputeVariableINTEL, its "VCVolatile" Volatile, its "VCByteOffset"
; GlobalVariableOffsetINTEL and its "VCSingleElementVector" SingleElementVectorINTEL with the
; level of indirection when it is not 0 (none on a parameter without a value). Vectors of any
; length exist under the extension (VectorAnyINTEL) and are an error without it. Reverse: the
; attributes again (a SingleElementVectorINTEL without a level reads back as "0"), and the
; output translates back the same. spirv-val 2023.1 rejects vectors of 32 elements and the
; indirection level, so the output is only FileChecked.
; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv-rs %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: llvm-spirv-rs %t.bc --spirv-ext=+SPV_INTEL_vector_compute -o %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.r.bc
; RUN: llvm-dis %t.r.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: llvm-spirv-rs %t.r.bc --spirv-ext=+SPV_INTEL_vector_compute -o - -spirv-text | FileCheck %s --check-prefix=SPV

; NOEXT: vectors of 32 elements (<32 x float>)

; SPV-DAG: Capability VectorAnyINTEL
; SPV-DAG: Capability VectorComputeINTEL
; SPV-DAG: Name [[TABLE:[0-9]+]] "table"
; SPV-DAG: Name [[HANDLE:[0-9]+]] "handle"
; SPV-DAG: Name [[K:[0-9]+]] "k"
; SPV-DAG: Decorate [[TABLE]] VectorComputeVariableINTEL
; SPV-DAG: Decorate [[TABLE]] Volatile
; SPV-DAG: 4 Decorate [[TABLE]] GlobalVariableOffsetINTEL 64
; SPV-DAG: Decorate [[HANDLE]] VectorComputeVariableINTEL
; SPV-DAG: 4 Decorate [[HANDLE]] SingleElementVectorINTEL 1
; SPV-DAG: 3 Decorate [[K]] SingleElementVectorINTEL
; SPV-DAG: TypeVector {{[0-9]+}} {{[0-9]+}} 32

; LLVM-DAG: @table = internal addrspace(1) global <32 x float> zeroinitializer, align 128 #[[TA:[0-9]+]]
; LLVM-DAG: @handle = external addrspace(1) global i32 addrspace(1)* #[[HA:[0-9]+]]
; LLVM-DAG: define spir_func <32 x float> @scale(<32 x float> %v, i32 "VCSingleElementVector"="0" %k)
; LLVM-DAG: attributes #[[TA]] = { "VCByteOffset"="64" "VCGlobalVariable" "VCVolatile" }
; LLVM-DAG: attributes #[[HA]] = { "VCGlobalVariable" "VCSingleElementVector"="1" }

target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64"

@table = internal addrspace(1) global <32 x float> zeroinitializer, align 128 #0
@handle = external addrspace(1) global i32 addrspace(1)* #1

define dso_local spir_func <32 x float> @scale(<32 x float> %v, i32 "VCSingleElementVector" %k) #2 {
entry:
  %t = load <32 x float>, <32 x float> addrspace(1)* @table, align 128
  %m = fmul <32 x float> %v, %t
  ret <32 x float> %m
}

attributes #0 = { "VCGlobalVariable" "VCByteOffset"="64" "VCVolatile" }
attributes #1 = { "VCGlobalVariable" "VCSingleElementVector"="1" }
attributes #2 = { noinline "VCFunction" }
