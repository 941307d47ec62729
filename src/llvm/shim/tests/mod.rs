//! Unit tests of the shim wrappers, on one module that has one of each thing they read.

mod atomics;
mod flags;
mod metadata;

use super::*;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::values::AsValueRef;
use llvm_sys::LLVMAtomicOrdering::*;
use llvm_sys::core::*;
use llvm_sys::prelude::LLVMValueRef;
use std::ptr;

const IR: &str = r#"
define spir_kernel void @k(i32* %p, float %a, float %b, i32 %x, i32 %y, void ()* %fp) !kernel_arg_type !1 {
entry:
  fence syncscope("workgroup") acquire
  %r = atomicrmw add i32* %p, i32 1 syncscope("device") seq_cst
  %c = cmpxchg i32* %p, i32 0, i32 1 acq_rel monotonic
  %f = fadd nnan ninf float %a, %b
  %g = fmul float %a, %b
  %s = add nsw nuw i32 %x, %y
  %d = udiv exact i32 %x, %y
  %l = load atomic i32, i32* %p syncscope("singlethread") acquire, align 4
  store atomic i32 %x, i32* %p release, align 4
  %n = load i32, i32* %p, align 4, !my.md !0
  call void @callee(i32 %x)
  call void bitcast (void (float)* @other to void (i32)*)(i32 %x)
  call void asm sideeffect "nop", ""()
  call void %fp() [ "deopt"(i32 1), "lsr.test"(i32 2) ]
  br label %loop
loop:
  %cond = icmp eq i32 %x, %y
  br i1 %cond, label %loop, label %exit, !llvm.loop !2
exit:
  ret void
}

declare void @callee(i32)
declare void @other(float)

@gv = global i32 0, !spirv.Decorations !0

!foo = !{!0, !1}
!0 = !{null, !"x", i32 1}
!1 = !{!"int*", !"float", !"float", !"int", !"int", !"void(*)()"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
"#;

fn parse(ctx: &Context) -> Module<'_> {
    let buf = MemoryBuffer::create_from_memory_range_copy(IR.as_bytes(), "test");
    match ctx.create_module_from_ir(buf) {
        Ok(m) => m,
        Err(e) => panic!("bad test IR: {}", e.to_string()),
    }
}

fn kernel(m: &Module<'_>) -> LLVMValueRef {
    m.get_function("k").expect("@k").as_value_ref()
}

/// All instructions of a function, in order.
fn insts(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    unsafe {
        let mut bb = LLVMGetFirstBasicBlock(f);
        while !bb.is_null() {
            let mut i = LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                out.push(i);
                i = LLVMGetNextInstruction(i);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
    }
    out
}

// Indices into `insts(kernel)`.
const FENCE: usize = 0;
const RMW: usize = 1;
const CMPXCHG: usize = 2;
const FADD: usize = 3;
const FMUL: usize = 4;
const ADD: usize = 5;
const UDIV: usize = 6;
const LOAD_ATOMIC: usize = 7;
const STORE_ATOMIC: usize = 8;
const LOAD: usize = 9;
const CALL_DIRECT: usize = 10;
const CALL_CAST: usize = 11;
const CALL_ASM: usize = 12;
const CALL_INDIRECT: usize = 13;
const BR_LOOP: usize = 16;

fn text(m: &Module<'_>) -> String {
    m.print_to_string().to_string()
}

fn name_of(v: LLVMValueRef) -> String {
    let mut len = 0usize;
    let p = unsafe { LLVMGetValueName2(v, &mut len) };
    let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) };
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn moves_a_function_to_the_end() {
    let ctx = Context::create();
    let m = parse(&ctx);
    let names = |m: &Module<'_>| -> Vec<String> {
        m.get_functions()
            .map(|f| f.get_name().to_string_lossy().into_owned())
            .collect()
    };
    assert_eq!(names(&m), ["k", "callee", "other"]);
    let k = m.get_function("k").unwrap();
    unsafe {
        move_function_to_end(k.as_value_ref());
        // Not a function: nothing happens.
        move_function_to_end(m.get_global("gv").unwrap().as_value_ref());
    }
    assert_eq!(names(&m), ["callee", "other", "k"]);
    assert!(m.verify().is_ok());
}

#[test]
fn global_string_attributes() {
    let ctx = Context::create();
    let m = parse(&ctx);
    let gv = m.get_global("gv").expect("@gv").as_value_ref();
    let k = kernel(&m);
    unsafe {
        assert_eq!(global_string_attribute(gv, "VCByteOffset"), None);
        assert!(global_add_string_attribute(gv, "VCByteOffset", "16"));
        assert!(global_add_string_attribute(gv, "VCVolatile", ""));
        assert_eq!(
            global_string_attribute(gv, "VCByteOffset").as_deref(),
            Some("16")
        );
        assert_eq!(
            global_string_attribute(gv, "VCVolatile").as_deref(),
            Some("")
        );
        // Not a global variable: nothing read or set.
        assert!(!global_add_string_attribute(k, "VCByteOffset", "1"));
        assert_eq!(global_string_attribute(k, "VCByteOffset"), None);
        assert_eq!(global_string_attribute(std::ptr::null_mut(), "x"), None);
    }
    assert!(m.verify().is_ok());
    assert!(text(&m).contains("\"VCByteOffset\"=\"16\""));
}

#[test]
fn calls() {
    let ctx = Context::create();
    let m = parse(&ctx);
    let is = insts(kernel(&m));
    unsafe {
        let direct = call_callee_function(is[CALL_DIRECT]).expect("direct");
        assert_eq!(name_of(direct), "callee");
        let cast = call_callee_function(is[CALL_CAST]).expect("through bitcast");
        assert_eq!(name_of(cast), "other");
        assert_eq!(call_callee_function(is[CALL_ASM]), None);
        assert_eq!(call_callee_function(is[CALL_INDIRECT]), None);
        assert_eq!(call_callee_function(is[ADD]), None);
        assert_eq!(call_callee_function(ptr::null_mut()), None);

        assert!(call_is_inline_asm(is[CALL_ASM]));
        assert_eq!(
            call_inline_asm_text(is[CALL_ASM], false),
            Some(b"nop".to_vec())
        );
        assert_eq!(call_inline_asm_text(is[CALL_ASM], true), Some(Vec::new()));
        assert!(call_inline_asm_side_effects(is[CALL_ASM]));
        assert_eq!(call_inline_asm_text(is[CALL_DIRECT], false), None);
        assert_eq!(call_inline_asm_text(ptr::null_mut(), true), None);
        assert!(!call_inline_asm_side_effects(is[CALL_DIRECT]));
        assert!(!call_is_inline_asm(is[CALL_DIRECT]));
        assert!(!call_is_inline_asm(is[CALL_INDIRECT]));
        assert!(!call_is_inline_asm(is[ADD]));
    }
}
