; @llvm.global.annotations on a function and a global variable → UserSemantic (SPIR-V 1.4),
; and back: one @llvm.global.annotations entry per UserSemantic, its text in a private
; "llvm.metadata" string, the file and line undef (SPIR-V does not keep them).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs %t.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

; SPV-DAG: Name [[F:[0-9]+]] "tuned"
; SPV-DAG: Name [[G:[0-9]+]] "counter"
; SPV-DAG: Decorate [[F]] UserSemantic "hot path"
; SPV-DAG: Decorate [[G]] UserSemantic "shared counter"

; IR-DAG: @{{[0-9]+}} = private unnamed_addr constant [9 x i8] c"hot path\00", section "llvm.metadata"
; IR-DAG: @{{[0-9]+}} = private unnamed_addr constant [15 x i8] c"shared counter\00", section "llvm.metadata"
; IR-DAG: @llvm.global.annotations = appending global [2 x { i8*, i8*, i8*, i32, i8* }]
; IR-DAG: { i8* bitcast (void ()* @tuned to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @{{[0-9]+}}, i32 0, i32 0), i8* undef, i32 undef, i8* undef }
; IR-DAG: { i8* addrspacecast ({{.*}}@counter{{.*}}), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @{{[0-9]+}}, i32 0, i32 0), i8* undef, i32 undef, i8* undef }

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@counter = addrspace(1) global i32 0, align 4
@.hot = private unnamed_addr constant [9 x i8] c"hot path\00", section "llvm.metadata"
@.shared = private unnamed_addr constant [15 x i8] c"shared counter\00", section "llvm.metadata"
@.file = private unnamed_addr constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { i8*, i8*, i8*, i32, i8* }] [{ i8*, i8*, i8*, i32, i8* } { i8* bitcast (void ()* @tuned to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.hot, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.file, i32 0, i32 0), i32 3, i8* null }, { i8*, i8*, i8*, i32, i8* } { i8* addrspacecast (i32 addrspace(1)* @counter to i8*), i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.shared, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.file, i32 0, i32 0), i32 1, i8* null }], section "llvm.metadata"

define spir_func void @tuned() {
  store i32 1, i32 addrspace(1)* @counter, align 4
  ret void
}
