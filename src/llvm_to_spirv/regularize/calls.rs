//! Calls of OpenCL C builtins → calls of their `__spirv_*` functions. The builtin is recognized
//! as the translation recognizes it (`builtin_calls::recognize`); a call whose instruction
//! takes exactly its arguments calls the SPV-IR function instead (same type, so its attributes
//! and uses stay), one whose arguments or result need adjusting (`OpenCL.std` scalars widened
//! to the result's vector, relational bools, scalar `dot`, the scope, group operation and
//! semantics operands of barriers, collectives and atomics) is replaced. What needs operands
//! computed at run time (non-constant fence flags or memory orders) or more than one
//! instruction (images, pipes, enqueue, `atomic_compare_exchange_*`) is left.

use super::super::builtin_calls::{Family, recognize};
use crate::builtins::{
    BuiltinType, atomic, bfloat16, convert, core as core_ops, ocl_std, spv_ir, sync, workitem,
};
use crate::error::Result;
use crate::llvm::build::IrBuilder;
use crate::llvm::ir::{Function, Instruction, IntPredicate, Opcode, Type, TypeKind, Value};
use crate::mapping::mangling::{builtin_type, mangled};
use crate::spirv::tables::enums::{MemorySemantics, Scope, StorageClass};
use crate::spirv::tables::op;

/// Rewrites `inst`, a call of the declared function `callee`, when it is a builtin with an
/// SPV-IR form.
pub(super) fn rewrite<'c>(b: &IrBuilder<'c>, inst: Value<'c>, callee: Value<'c>) -> Result<()> {
    // A call through a cast of the builtin (another signature) is left to the translation.
    if inst.called_value() != Some(callee) {
        return Ok(());
    }
    let Some((d, family)) = recognize(callee) else {
        return Ok(());
    };
    let args: Vec<Value<'c>> = (0..inst.num_args())
        .filter_map(|i| inst.operand(i))
        .collect();
    let params = d.resolved_params();
    let call = Call {
        b,
        inst,
        callee,
        args,
    };
    match family {
        Family::WorkItem(w) => {
            let wants = usize::from(w.ty == workitem::WorkItemType::SizeVector);
            if call.args.len() == wants
                && let Some(name) = workitem::spirv_builtin_name(w.builtin)
            {
                call.retarget(&name);
            }
        }
        Family::Ext(e) => call.ext(&e),
        Family::Convert(c) => call.conversion(&c, params.first()),
        Family::Core(row) => call.core(row, params.first()),
        Family::Bf16(n) => call.bf16(n),
        Family::Fence(f) => call.fence(f),
        Family::Atomic(a) => call.atomic(a, params.first()),
        _ => {}
    }
    Ok(())
}

/// One call being rewritten.
struct Call<'a, 'c> {
    b: &'a IrBuilder<'c>,
    inst: Value<'c>,
    callee: Value<'c>,
    args: Vec<Value<'c>>,
}

impl<'c> Call<'_, 'c> {
    /// Positions the builder before the call being rewritten.
    fn position_before_call(&self) {
        if let Some(at) = Instruction::of(self.inst) {
            self.b.position_before(at);
        }
    }

    /// Makes the call call `base` (mangled with the argument types) of the same type.
    fn retarget(&self, base: &str) {
        let Some(fn_ty) = self.callee.function_type() else {
            return;
        };
        let name = self.mangled(base, &self.args);
        let f = match self.b.get_function(&name) {
            Some(f) => f,
            None => {
                let f = self.b.add_function(&name, fn_ty);
                self.b.set_call_conv(f, self.callee.call_conv());
                f
            }
        };
        // A function of that name and another type (the program's own) keeps the call as it is.
        self.b.set_called_function(self.inst, *f);
    }

    fn mangled(&self, base: &str, args: &[Value<'c>]) -> String {
        let types: Vec<Type<'c>> = args.iter().map(|a| a.type_of()).collect();
        mangled(base, &types)
    }

    /// A new call of `base` returning `ret` with `args`, before the call; `None` when the
    /// module has a function of that name and another type.
    fn new_call(&self, base: &str, ret: Type<'c>, args: &[Value<'c>]) -> Option<Value<'c>> {
        let name = self.mangled(base, args);
        let types: Vec<Type<'c>> = args.iter().map(|a| a.type_of()).collect();
        let fn_ty = self.b.function_type(ret, &types, false);
        let f = match self.b.get_function(&name) {
            Some(f) if f.function_type() == Some(fn_ty) => f,
            Some(_) => return None,
            None => {
                let f = self.b.add_function(&name, fn_ty);
                self.b.set_call_conv(f, self.callee.call_conv());
                f
            }
        };
        self.position_before_call();
        let c = self.b.call(*f, args, "");
        self.b.copy_debug_loc(self.inst, c);
        Some(c)
    }

    /// Names `v` as the call while the call still has its name: LLVM numbers it (`call1`),
    /// as llvm-spirv's boolean calls are named (the forward names them so too).
    fn name_like_call(&self, v: Value<'c>) {
        let name = self.inst.name_str();
        if !name.is_empty() {
            self.b.set_name(v, &name);
        }
    }

    /// Replaces the call by `v`, an instruction made before it, which takes over its name.
    fn replace(&self, v: Value<'c>) {
        let name = self.inst.name_str();
        self.replace_by_value(v);
        if !name.is_empty() {
            self.b.set_name(v, &name);
        }
    }

    /// Replaces the call by `v`, which keeps its own name.
    fn replace_by_value(&self, v: Value<'c>) {
        self.b.replace_all_uses(self.inst, v);
        self.b.erase(self.inst);
    }

    /// `OpenCL.std` builtins: `__spirv_ocl_<ext>`, with scalar arguments of a vector builtin
    /// widened to vectors and the literal operand (the `n` of `vloadn`, a rounding mode) as a
    /// last `i32` argument.
    fn ext(&self, e: &ocl_std::ExtCall) {
        if e.ext == "printf" {
            return;
        }
        let ret = self.inst.type_of();
        let width = if e.widen { ret.vector_len() } else { None };
        let mut args = self.args.clone();
        let mut changed = false;
        if let Some(n) = width {
            for a in args.iter_mut() {
                if matches!(
                    a.type_of().kind(),
                    TypeKind::Integer | TypeKind::Half | TypeKind::Float | TypeKind::Double
                ) {
                    *a = self.splat(*a, n);
                    changed = true;
                }
            }
        }
        if let Some(l) = e.literal {
            let i32t = self.b.int_type(32);
            args.push(self.b.const_int(i32t, &[u64::from(l)]));
            changed = true;
        }
        let postfix = ocl_std::spv_ir_has_return_postfix(&e.ext).then(|| builtin_type(ret));
        let base = spv_ir::ext_name(&e.ext, postfix.as_ref());
        if !changed {
            self.retarget(&base);
        } else if let Some(c) = self.new_call(&base, ret, &args) {
            self.b.copy_attributes_to_call(c, self.callee);
            self.replace(c);
        }
    }

    /// `x` as a vector of `n` copies (before the call).
    fn splat(&self, x: Value<'c>, n: u32) -> Value<'c> {
        let b = self.b;
        self.position_before_call();
        let vt = b.vector_type(x.type_of(), n);
        let i32t = b.int_type(32);
        let zero = b.const_int(i32t, &[0]);
        let one = b.insert_element(b.undef(vt), x, zero, "");
        let mask = b.const_null(b.vector_type(i32t, n));
        b.shuffle(one, b.undef(vt), mask, "")
    }

    /// `convert_<type>[_sat][_rt*]` → `__spirv_<Convert>_R<type>[_sat][_rt*]`; a conversion
    /// to the argument's own type is the argument.
    fn conversion(&self, conv: &convert::Conversion, src: Option<&BuiltinType>) {
        let (Some(src), [x]) = (src, self.args.as_slice()) else {
            return;
        };
        let kinds = convert::NumKind::of(src).zip(convert::NumKind::of(&conv.dest));
        let Some((from, to)) = kinds else {
            return;
        };
        if src.vector_len() != conv.dest.vector_len() {
            return;
        }
        let Some((opcode, sat_decoration)) = convert::opcode(from, to, conv.saturated) else {
            return;
        };
        let saturating_op = matches!(opcode, op::SatConvertSToU | op::SatConvertUToS);
        if x.type_of() == self.inst.type_of() && !saturating_op {
            self.replace_by_value(*x);
            return;
        }
        let float = from == convert::NumKind::Float || to == convert::NumKind::Float;
        let rounding = conv.rounding.filter(|_| float);
        if let Some(base) = spv_ir::op_name(opcode, Some(&conv.dest), sat_decoration, rounding) {
            self.retarget(&base);
        }
    }

    /// The one-instruction builtins whose arguments are the instruction's operands.
    fn core(&self, row: &core_ops::CoreOp, first: Option<&BuiltinType>) {
        use core_ops::Shape;
        let opcode = match first {
            Some(t) if t.is_float() => row.float_op.unwrap_or(row.op),
            Some(t) if t.is_unsigned_integer() => row.unsigned_op.unwrap_or(row.op),
            _ => row.op,
        };
        let ret = self.inst.type_of();
        let Some(base) = spv_ir::op_name(opcode, None, false, None) else {
            return;
        };
        match row.shape {
            Shape::Same if opcode == op::Dot => self.dot(&base),
            Shape::Same => self.retarget(&base),
            // A test of one value (isnan ... signbit) is a bool call named as the call (as
            // the translation names it), made 1 or 0 for a scalar, -1 or 0 per lane for a
            // vector; a comparison of two keeps the call's integer answer, which the
            // translation widens the same way, unnamed (llvm-spirv -s does both so).
            Shape::Relational
                if self.args.len() == 1 && ret.scalar().kind() == TypeKind::Integer =>
            {
                let i1 = self.b.int_type(1);
                let (bool_ty, widen) = match ret.vector_len() {
                    Some(n) => (self.b.vector_type(i1, n), Opcode::LLVMSExt),
                    None => (i1, Opcode::LLVMZExt),
                };
                if let Some(c) = self.new_call(&base, bool_ty, &self.args) {
                    self.name_like_call(c);
                    let wide = self.b.cast(widen, c, ret, "");
                    self.b.copy_debug_loc(self.inst, wide);
                    self.replace(wide);
                }
            }
            Shape::Relational => self.retarget(&base),
            Shape::Scoped(scope) => {
                let mut ops = vec![self.i32(scope)];
                ops.extend(&self.args);
                self.replace_with_call(&base, ret, &ops);
            }
            Shape::GroupOp(scope, operation) => {
                if let [x] = self.args.as_slice() {
                    let ops = [self.i32(scope), self.i32(operation), *x];
                    self.replace_with_call(&base, ret, &ops);
                }
            }
            Shape::Broadcast(scope) => {
                if let [x, id] = self.args.as_slice() {
                    let ops = [self.i32(scope), *x, *id];
                    self.replace_with_call(&base, ret, &ops);
                }
            }
            Shape::AsyncCopy => {
                // The count is a size_t; a call with another type is left as it is.
                if let [dst, src, n, event] = self.args.as_slice()
                    && n.type_of().int_width().is_some()
                {
                    let one = self.b.const_int(n.type_of(), &[1]);
                    let ops = [self.i32(Scope::Workgroup), *dst, *src, *n, one, *event];
                    self.replace_with_call(&base, ret, &ops);
                }
            }
            Shape::GroupPredicate(scope) => {
                let ([pred], TypeKind::Integer) = (self.args.as_slice(), ret.kind()) else {
                    return;
                };
                self.position_before_call();
                let zero = self.b.const_null(pred.type_of());
                let truth = self.b.icmp(IntPredicate::LLVMIntNE, *pred, zero, "");
                self.b.copy_debug_loc(self.inst, truth);
                let bool_ty = self.b.int_type(1);
                if let Some(c) = self.new_call(&base, bool_ty, &[self.i32(scope), truth]) {
                    self.name_like_call(c);
                    self.mark_convergent(c);
                    let wide = self.b.cast(Opcode::LLVMZExt, c, ret, "");
                    self.b.copy_debug_loc(self.inst, wide);
                    self.replace(wide);
                }
            }
            Shape::GenericCast(storage) => {
                if let [p] = self.args.as_slice() {
                    let to = match storage {
                        StorageClass::CrossWorkgroup => "ToGlobal",
                        StorageClass::Workgroup => "ToLocal",
                        _ => "ToPrivate",
                    };
                    let ops = [*p, self.i32(storage)];
                    if let Some(c) = self.new_call(&format!("{base}_{to}"), ret, &ops) {
                        self.replace(c);
                    }
                }
            }
            Shape::AnyAll => {}
            Shape::Fence => {
                if let Some(c) = self.new_call(&base, ret, &self.args) {
                    let shift = self.i32(core_ops::FENCE_SHIFT);
                    let flags = self.b.binop(Opcode::LLVMLShr, c, shift, "");
                    self.b.copy_debug_loc(self.inst, flags);
                    self.replace(flags);
                }
            }
        }
    }

    /// An `i32` constant.
    fn i32(&self, v: u32) -> Value<'c> {
        self.b.const_int(self.b.int_type(32), &[u64::from(v)])
    }

    /// Replaces the call by a convergent call of `base` with `ops`.
    fn replace_with_call(&self, base: &str, ret: Type<'c>, ops: &[Value<'c>]) {
        if let Some(c) = self.new_call(base, ret, ops) {
            self.mark_convergent(c);
            self.replace(c);
        }
    }

    /// Marks a call of a collective (and its function) `convergent nounwind`.
    fn mark_convergent(&self, c: Value<'c>) {
        if let Some(f) = c.called_function().and_then(Function::of) {
            self.b.add_attribute(f, u32::MAX, "convergent");
            self.b.add_attribute(f, u32::MAX, "nounwind");
        }
        self.b.call_add_attribute(c, u32::MAX, "convergent");
        self.b.call_add_attribute(c, u32::MAX, "nounwind");
    }

    /// `dot` of floats: `OpDot` of vectors, a product of scalars. Integer `dot` is
    /// `SPV_KHR_integer_dot_product`'s and left.
    fn dot(&self, base: &str) {
        let [x, y] = self.args.as_slice() else {
            return;
        };
        let t = x.type_of();
        let elem = t
            .element()
            .filter(|_| t.kind() == TypeKind::Vector)
            .unwrap_or(t);
        if !matches!(
            elem.kind(),
            TypeKind::Half | TypeKind::Float | TypeKind::Double
        ) {
            return;
        }
        if t.kind() == TypeKind::Vector {
            self.retarget(base);
            return;
        }
        self.position_before_call();
        let product = self.b.binop(Opcode::LLVMFMul, *x, *y, "");
        self.b.copy_debug_loc(self.inst, product);
        self.replace(product);
    }

    /// The `SPV_INTEL_bfloat16_conversion` builtins, when the call has the types of the
    /// builtin's name (others are left for the translation to report).
    fn bf16(&self, n: bfloat16::Bf16Name) {
        let fits = |t: Type<'_>, e: bfloat16::Elem| match e {
            bfloat16::Elem::Bits16 => t.int_width() == Some(16),
            bfloat16::Elem::Float32 => t.kind() == TypeKind::Float,
        };
        let shape = |t: Type<'c>| match t.kind() {
            TypeKind::Vector => (t.element(), t.vector_len()),
            _ => (Some(t), None),
        };
        let [x] = self.args.as_slice() else {
            return;
        };
        let (ret_elem, ret_len) = shape(self.inst.type_of());
        let (arg_elem, arg_len) = shape(x.type_of());
        let ok = ret_elem.is_some_and(|t| fits(t, n.conv.result))
            && arg_elem.is_some_and(|t| fits(t, n.conv.input))
            && ret_len == n.size
            && arg_len == n.size;
        if ok && let Some(base) = spv_ir::op_name(n.conv.op, None, false, None) {
            self.retarget(&base);
        }
    }

    /// Barriers and fences whose flags, order and scope are constants: `__spirv_ControlBarrier`
    /// (execution scope, memory scope, semantics) or `__spirv_MemoryBarrier` (scope,
    /// semantics). Flags computed at run time are left for the translation.
    fn fence(&self, f: &sync::Fence) {
        let constant = |i: usize| self.args.get(i).and_then(|a| a.const_int_zext());
        let Some(storage) = constant(0).map(|x| sync::flags_to_semantics(x as u32)) else {
            return;
        };
        let (order, scope_index) = if f.has_order {
            match self.args.get(1) {
                None => (Some(f.default_order), 2),
                Some(_) => (
                    constant(1).and_then(|o| sync::order_to_semantics(o as u32)),
                    2,
                ),
            }
        } else {
            (Some(f.default_order), 1)
        };
        let scope = match self.args.get(scope_index) {
            None => Some(f.default_scope),
            Some(_) => constant(scope_index).and_then(|s| sync::scope_to_spirv(s as u32)),
        };
        let (Some(order), Some(scope)) = (order, scope) else {
            return;
        };
        let k = |v: u32| self.i32(v);
        let (opcode, operands) = match f.kind {
            sync::FenceKind::Control => (
                op::ControlBarrier,
                vec![k(f.execution), k(scope), k(order | storage)],
            ),
            sync::FenceKind::Memory => (op::MemoryBarrier, vec![k(scope), k(order | storage)]),
        };
        let Some(base) = spv_ir::op_name(opcode, None, false, None) else {
            return;
        };
        self.replace_with_call(&base, self.inst.type_of(), &operands);
    }

    /// Integer atomics whose order and scope (if given) are constants: `__spirv_Atomic*(p,
    /// scope, semantics[, semantics], values...)`. OpenCL 1.2 atomics are relaxed at the
    /// work-group scope, 2.0 ones sequentially consistent at the device's unless explicit.
    /// Floating-point atomics, `atomic_init`, `atomic_compare_exchange_*` and the flags are left.
    fn atomic(&self, name: atomic::AtomicName, first: Option<&BuiltinType>) {
        use atomic::AtomicShape::*;
        let a = name.atomic;
        let Some((pointee, _)) = first.and_then(|p| p.pointee()) else {
            return;
        };
        let value = match pointee {
            BuiltinType::Atomic(inner) => inner.as_ref(),
            other => other,
        };
        if !(value.is_signed_integer() || value.is_unsigned_integer()) {
            return;
        }
        let opcode = if value.is_unsigned_integer() {
            a.unsigned_op.unwrap_or(a.op)
        } else {
            a.op
        };
        let first_extra = match a.shape {
            IncDec | Load => 1,
            Rmw | Store => 2,
            CmpXchg => 3,
            Init | CompareExchange | FlagTestAndSet | FlagClear => return,
        };
        let (default_order, default_scope) = if name.cl12 {
            (MemorySemantics::Relaxed, Scope::Workgroup)
        } else {
            (MemorySemantics::SequentiallyConsistent, Scope::Device)
        };
        let constant = |i: usize| self.args.get(i).and_then(|a| a.const_int_zext());
        let (order, scope) = if name.explicit {
            let order = match self.args.get(first_extra) {
                None => Some(default_order),
                Some(_) => constant(first_extra).and_then(|o| sync::order_to_semantics(o as u32)),
            };
            let scope = match self.args.get(first_extra + 1) {
                None => Some(Scope::Device),
                Some(_) => constant(first_extra + 1).and_then(|s| sync::scope_to_spirv(s as u32)),
            };
            (order, scope)
        } else {
            (Some(default_order), Some(default_scope))
        };
        let (Some(order), Some(scope)) = (order, scope) else {
            return;
        };
        if self.args.len() < first_extra {
            return;
        }
        let (ptr, values) = match self.args.split_first() {
            Some((p, rest)) => (*p, &rest[..first_extra - 1]),
            None => return,
        };
        let mut ops = vec![ptr, self.i32(scope), self.i32(order)];
        match a.shape {
            // The value, then the comparator (the call has them the other way round).
            CmpXchg => {
                let [cmp, val] = values else {
                    return;
                };
                ops.extend([self.i32(order), *val, *cmp]);
            }
            _ => ops.extend(values),
        }
        let Some(base) = spv_ir::op_name(opcode, None, false, None) else {
            return;
        };
        if let Some(c) = self.new_call(&base, self.inst.type_of(), &ops) {
            if let Some(f) = c.called_function().and_then(Function::of) {
                self.b.add_attribute(f, u32::MAX, "nounwind");
            }
            self.b.call_add_attribute(c, u32::MAX, "nounwind");
            self.replace(c);
        }
    }
}
