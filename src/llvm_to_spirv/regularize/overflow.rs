//! `llvm.sadd.with.overflow.<type>` → a call of `llvm_sadd_with_overflow_<type>`, a function of
//! the module that computes the sum and whether it overflowed with plain integer instructions
//! (SPIR-V has no signed add with carry).

use crate::error::Result;
use crate::llvm::build::IrBuilder;
use crate::llvm::ir::{Function, IntPredicate, Module, Opcode, Value};
use llvm_sys::LLVMLinkage;

const INTRINSIC: &str = "llvm.sadd.with.overflow.";

/// Rewrites `inst`, a call of intrinsic `callee`, when it is a signed add with overflow.
pub(super) fn lower<'c>(
    b: &IrBuilder<'c>,
    module: &Module<'c>,
    inst: Value<'c>,
    callee: Value<'c>,
) -> Result<()> {
    let name = callee.name_str();
    let Some(suffix) = name.strip_prefix(INTRINSIC) else {
        return Ok(());
    };
    let helper_name = format!("llvm_sadd_with_overflow_{suffix}");
    let helper = match b.get_function(&helper_name) {
        Some(f) => f,
        None => define(module, &helper_name, callee),
    };
    // A function of the program with that name and another type keeps the intrinsic call.
    b.set_called_function(inst, *helper);
    Ok(())
}

/// `{T, i1} name(T a, T b)`: the wrapped sum, and whether `a` and `b` have one sign and the sum
/// the other.
fn define<'c>(module: &Module<'c>, name: &str, intrinsic: Value<'c>) -> Function<'c> {
    let b = IrBuilder::new(module);
    let fn_ty = intrinsic
        .function_type()
        .unwrap_or_else(|| intrinsic.type_of());
    let f = b.add_function(name, fn_ty);
    b.set_linkage(*f, LLVMLinkage::LLVMInternalLinkage);
    let entry = b.append_block(f, "entry");
    b.position_at_end(entry);
    let (x, y) = (b.param(f, 0), b.param(f, 1));
    b.set_name(x, "a");
    b.set_name(y, "b");
    let sum = b.binop(Opcode::LLVMAdd, x, y, "sum");
    let x_flip = b.binop(Opcode::LLVMXor, x, sum, "x.flip");
    let y_flip = b.binop(Opcode::LLVMXor, y, sum, "y.flip");
    let both = b.binop(Opcode::LLVMAnd, x_flip, y_flip, "both.flip");
    let zero = b.const_null(x.type_of());
    let overflow = b.icmp(IntPredicate::LLVMIntSLT, both, zero, "overflow");
    let ret_ty = fn_ty.return_type().unwrap_or_else(|| sum.type_of());
    let partial = b.insert_value(b.undef(ret_ty), sum, 0, "");
    let result = b.insert_value(partial, overflow, 1, "result");
    b.ret(Some(result));
    f
}
