; Calling conventions: spir_kernel makes an entry point; every other one (spir_func, ccc,
; fastcc, coldcc) is an ordinary OpFunction, since SPIR-V has no calling conventions, and the
; reverse gives spir_func. Function attributes: alwaysinline/noinline/readonly/readnone are
; FunctionControl Inline (1) / DontInline (2) / Pure (4) / Const (8); parameter attributes
; zeroext, signext, byval, sret, noalias, nocapture, readonly are FuncParamAttr 0-6 and align is
; Alignment; the return value's zeroext / signext are FuncParamAttr of the function itself. The
; other attributes clang writes (convergent, nounwind, norecurse, mustprogress, willreturn,
; nofree, nosync, noundef, nonnull, writeonly, returned, string attributes) have no SPIR-V form
; and are dropped (mapping/attributes.rs says why for each).
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv-rs %t.bc -spirv-text -o - | FileCheck %s
; RUN: llvm-spirv-rs %t.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-rs -r %t.spv -o %t.rev.bc
; RUN: opt -verify -disable-output %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV

; CHECK-DAG: Name [[FAST:[0-9]+]] "fast_one"
; CHECK-DAG: Name [[COLD:[0-9]+]] "cold_one"
; CHECK-DAG: Name [[C:[0-9]+]] "c_one"
; CHECK-DAG: Name [[NARROW:[0-9]+]] "narrow"
; CHECK-DAG: Name [[WIDE:[0-9]+]] "widen"
; CHECK-DAG: Name [[FILL:[0-9]+]] "fill"
; CHECK-DAG: Name [[OUTP:[0-9]+]] "out"
; CHECK-DAG: Name [[INP:[0-9]+]] "in"
; CHECK-DAG: Decorate [[NARROW]] FuncParamAttr 1
; CHECK-DAG: Decorate [[WIDE]] FuncParamAttr 0
; CHECK-DAG: Decorate [[OUTP]] FuncParamAttr 3
; CHECK-DAG: Decorate [[OUTP]] FuncParamAttr 4
; CHECK-DAG: Decorate [[OUTP]] Alignment 4
; CHECK-DAG: Decorate [[INP]] FuncParamAttr 5
; CHECK-DAG: Decorate [[INP]] FuncParamAttr 6
; CHECK-DAG: Function {{[0-9]+}} [[FAST]] 1 {{[0-9]+}}
; CHECK-DAG: Function {{[0-9]+}} [[COLD]] 2 {{[0-9]+}}
; CHECK-DAG: Function {{[0-9]+}} [[C]] 8 {{[0-9]+}}
; CHECK-DAG: Function {{[0-9]+}} [[FILL]] 4 {{[0-9]+}}
; CHECK-DAG: EntryPoint 6 {{[0-9]+}} "k"
; CHECK-NOT: EntryPoint 6 {{[0-9]+}} "fast_one"

; REV-DAG: define internal spir_func i32 @fast_one(i32 %x) #[[INLINE:[0-9]+]]
; REV-DAG: define internal spir_func i32 @cold_one(i32 %x) #[[NOINLINE:[0-9]+]]
; REV-DAG: define internal spir_func i32 @c_one(i32 %x) #[[CONST:[0-9]+]]
; REV-DAG: define internal spir_func signext i8 @narrow(i32 %x)
; REV-DAG: define internal spir_func zeroext i8 @widen(i32 %x)
; REV-DAG: define internal spir_func void @fill(%struct.pair* noalias sret(%struct.pair) align 4 %out, %struct.pair* nocapture readonly %in)
; REV-DAG: attributes #[[INLINE]] = { alwaysinline
; REV-DAG: attributes #[[NOINLINE]] = { noinline
; REV-DAG: attributes #[[CONST]] = { nounwind readnone

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.pair = type { i32, i32 }

define internal fastcc i32 @fast_one(i32 %x) alwaysinline nounwind {
  %y = add i32 %x, 1
  ret i32 %y
}

define internal coldcc i32 @cold_one(i32 %x) noinline nounwind convergent mustprogress {
  %y = add i32 %x, 2
  ret i32 %y
}

define internal ccc i32 @c_one(i32 noundef %x) readnone nounwind willreturn nofree nosync norecurse "frame-pointer"="none" {
  %y = add i32 %x, 3
  ret i32 %y
}

define internal spir_func signext i8 @narrow(i32 %x) {
  %y = trunc i32 %x to i8
  ret i8 %y
}

define internal spir_func zeroext i8 @widen(i32 %x) {
  %y = trunc i32 %x to i8
  ret i8 %y
}

define internal spir_func void @fill(%struct.pair* noalias sret(%struct.pair) align 4 %out, %struct.pair* nocapture readonly %in) readonly {
  %v = load %struct.pair, %struct.pair* %in
  ret void
}

define spir_kernel void @k(i32 addrspace(1)* nonnull %o, i32 %x) {
  %p = alloca %struct.pair
  %q = alloca %struct.pair
  call spir_func void @fill(%struct.pair* sret(%struct.pair) align 4 %p, %struct.pair* %q)
  %a = call fastcc i32 @fast_one(i32 %x)
  %b = call coldcc i32 @cold_one(i32 %a)
  %c = call i32 @c_one(i32 %b)
  %n = call spir_func signext i8 @narrow(i32 %c)
  %w = call spir_func zeroext i8 @widen(i32 %c)
  %n32 = sext i8 %n to i32
  %w32 = zext i8 %w to i32
  %s = add i32 %n32, %w32
  store i32 %s, i32 addrspace(1)* %o
  ret void
}
