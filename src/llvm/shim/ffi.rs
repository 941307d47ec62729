//! The C functions of the shim (src/llvm/shim/*.cpp), as build.rs compiles them.

use std::os::raw::{c_char, c_int, c_uint};

use llvm_sys::prelude::{
    LLVMContextRef, LLVMMetadataRef, LLVMModuleRef, LLVMTypeRef, LLVMValueRef,
};

unsafe extern "C" {
    pub fn lsr_parse_ir(
        ctx: LLVMContextRef,
        data: *const c_char,
        len: usize,
        name: *const c_char,
        name_len: usize,
        bitcode: c_int,
        out: *mut LLVMModuleRef,
        err: *mut *mut c_char,
    ) -> c_int;
    pub fn lsr_free(p: *mut c_char);

    pub fn lsr_atomic_ordering(inst: LLVMValueRef) -> c_int;
    pub fn lsr_cmpxchg_failure_ordering(inst: LLVMValueRef) -> c_int;
    pub fn lsr_set_atomic_ordering(inst: LLVMValueRef, ord: c_int) -> c_int;
    pub fn lsr_set_cmpxchg_failure_ordering(inst: LLVMValueRef, ord: c_int) -> c_int;

    pub fn lsr_sync_scope_name(inst: LLVMValueRef, buf: *mut c_char, len: usize) -> c_int;
    pub fn lsr_set_sync_scope(inst: LLVMValueRef, name: *const c_char, len: usize) -> c_int;

    pub fn lsr_fast_math_flags(v: LLVMValueRef) -> c_uint;
    pub fn lsr_set_fast_math_flags(inst: LLVMValueRef, bits: c_uint) -> c_int;

    pub fn lsr_has_no_signed_wrap(v: LLVMValueRef) -> c_int;
    pub fn lsr_has_no_unsigned_wrap(v: LLVMValueRef) -> c_int;
    pub fn lsr_is_exact(v: LLVMValueRef) -> c_int;
    pub fn lsr_set_no_signed_wrap(inst: LLVMValueRef, on: c_int) -> c_int;
    pub fn lsr_set_no_unsigned_wrap(inst: LLVMValueRef, on: c_int) -> c_int;
    pub fn lsr_set_exact(inst: LLVMValueRef, on: c_int) -> c_int;

    pub fn lsr_make_distinct_node(
        ctx: LLVMContextRef,
        ops: *mut LLVMMetadataRef,
        n: c_uint,
        self_ref: c_int,
    ) -> LLVMMetadataRef;
    pub fn lsr_is_distinct(md: LLVMMetadataRef) -> c_int;

    pub fn lsr_md_num_operands(md: LLVMMetadataRef) -> c_uint;
    pub fn lsr_md_operand(md: LLVMMetadataRef, i: c_uint) -> LLVMMetadataRef;
    pub fn lsr_md_kind(md: LLVMMetadataRef) -> c_int;
    pub fn lsr_md_string(md: LLVMMetadataRef, len: *mut usize) -> *const c_char;
    pub fn lsr_md_value(md: LLVMMetadataRef) -> LLVMValueRef;
    pub fn lsr_inst_metadata(
        inst: LLVMValueRef,
        kind: *const c_char,
        len: usize,
    ) -> LLVMMetadataRef;
    pub fn lsr_function_metadata(
        f: LLVMValueRef,
        kind: *const c_char,
        len: usize,
    ) -> LLVMMetadataRef;
    pub fn lsr_global_metadata(
        gv: LLVMValueRef,
        kind: *const c_char,
        len: usize,
    ) -> LLVMMetadataRef;
    pub fn lsr_global_string_attribute(
        gv: LLVMValueRef,
        key: *const c_char,
        key_len: usize,
        len: *mut usize,
    ) -> *const c_char;
    pub fn lsr_global_add_string_attribute(
        gv: LLVMValueRef,
        key: *const c_char,
        key_len: usize,
        val: *const c_char,
        val_len: usize,
    ) -> c_int;
    pub fn lsr_named_md_num_operands(m: LLVMModuleRef, name: *const c_char, len: usize) -> c_uint;
    pub fn lsr_named_md_operand(
        m: LLVMModuleRef,
        name: *const c_char,
        len: usize,
        i: c_uint,
    ) -> LLVMMetadataRef;

    pub fn lsr_call_is_inline_asm(inst: LLVMValueRef) -> c_int;
    pub fn lsr_call_inline_asm_text(
        inst: LLVMValueRef,
        part: c_int,
        len: *mut usize,
    ) -> *const c_char;
    pub fn lsr_call_inline_asm_side_effects(inst: LLVMValueRef) -> c_int;
    pub fn lsr_call_callee_function(inst: LLVMValueRef) -> LLVMValueRef;
    pub fn lsr_value_opcode(v: LLVMValueRef, out: *mut llvm_sys::LLVMOpcode) -> c_int;
    pub fn lsr_load_store_info(v: LLVMValueRef, align: *mut c_uint) -> c_int;
    pub fn lsr_operand_classes(v: LLVMValueRef) -> c_uint;
    pub fn lsr_allocas_and_calls(f: LLVMValueRef, out: *mut LLVMValueRef, cap: c_uint) -> c_uint;
    pub fn lsr_move_function_to_end(f: LLVMValueRef);

    pub fn lsr_module_function_refs(
        m: LLVMModuleRef,
        sink: unsafe extern "C" fn(*mut std::ffi::c_void, *const u32, usize),
        ctx: *mut std::ffi::c_void,
    );
    pub fn lsr_write_bitcode(
        m: LLVMModuleRef,
        sink: unsafe extern "C" fn(*mut std::ffi::c_void, *const c_char, usize),
        ctx: *mut std::ffi::c_void,
    );
    pub fn lsr_const_real_bits(ty: LLVMTypeRef, bits: u64) -> LLVMValueRef;
    pub fn lsr_copy_attributes_to_bare_call(call: LLVMValueRef, f: LLVMValueRef) -> c_int;
    pub fn lsr_copy_attributes_to_bare_call_without(
        call: LLVMValueRef,
        f: LLVMValueRef,
        kinds: *const c_uint,
        n: c_uint,
    ) -> c_int;
    pub fn lsr_call_add_enum_attributes(
        call: LLVMValueRef,
        index: c_uint,
        kinds: *const c_uint,
        n: c_uint,
    ) -> c_int;
}
