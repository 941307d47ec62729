//! Entry points with the `Initializer` / `Finalizer` execution modes → `@llvm.global_ctors` /
//! `@llvm.global_dtors` (`mapping::linkage::STRUCTOR_LISTS`): appending arrays of
//! `{ i32 priority, void ()* function, i8* null }`, in the order of the modes, each with LLVM's
//! default priority. A module that has such a list as a variable (SPV_INTEL_function_pointers)
//! keeps that one.

use super::Rx;
use crate::error::Result;
use crate::mapping::linkage::{DEFAULT_STRUCTOR_PRIORITY, STRUCTOR_LISTS};
use crate::spirv::tables::op;
use llvm_sys::{LLVMLinkage, LLVMOpcode};

pub(crate) fn structor_lists(rx: &mut Rx<'_, '_>) -> Result<()> {
    let m = rx.m;
    for &(list, mode) in STRUCTOR_LISTS {
        if rx.b.get_global(list).is_some() {
            continue;
        }
        let modes: Vec<_> = m
            .inst_ids()
            .filter(|&i| m.opcode(i) == op::ExecutionMode)
            .filter(|&i| m.operands(i).get(1) == Some(&mode))
            .collect();
        if modes.is_empty() {
            continue;
        }
        let i32t = rx.b.int_type(32);
        let i8p = rx.b.pointer_type(rx.b.int_type(8), 0);
        let void_fn = rx.b.function_type(rx.b.void_type(), &[], false);
        let fn_ptr = rx.b.pointer_type(void_fn, 0);
        let entry_ty = rx.b.literal_struct(&[i32t, fn_ptr, i8p], false);
        let mut entries = Vec::with_capacity(modes.len());
        for i in modes {
            let fid = m.operands(i)[0];
            let f = super::declare::function(rx, fid, i)?.value();
            let f = if f.type_of() == fn_ptr {
                f
            } else {
                rx.b.const_cast(LLVMOpcode::LLVMBitCast, f, fn_ptr)
            };
            let priority = rx.b.const_int(i32t, &[DEFAULT_STRUCTOR_PRIORITY]);
            let data = rx.b.const_null(i8p);
            entries.push(rx.b.const_struct(entry_ty, &[priority, f, data]));
        }
        let init = rx.b.const_array(entry_ty, &entries);
        let g = rx.b.add_global(init.type_of(), list, 0);
        rx.b.set_initializer(g, init);
        rx.b.set_linkage(*g, LLVMLinkage::LLVMAppendingLinkage);
    }
    Ok(())
}
