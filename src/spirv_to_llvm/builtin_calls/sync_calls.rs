//! Barriers and fences (`crate::builtins::sync`): memory order and scope arguments, runtime maps.

use super::*;

// ----- barriers and fences -----

/// A run-time mapping of an i32 by a table (`icmp eq` + `select` per row).
pub(super) fn runtime_map<'c>(
    rx: &Rx<'c, '_>,
    x: Value<'c>,
    table: &[(u32, u32)],
    default: u32,
) -> Value<'c> {
    let mut acc = i32c(rx, u64::from(default));
    for &(from, to) in table {
        let eq = rx.b.icmp(
            LLVMIntPredicate::LLVMIntEQ,
            x,
            i32c(rx, u64::from(from)),
            "",
        );
        acc = rx.b.select(eq, i32c(rx, u64::from(to)), acc, "");
    }
    acc
}

/// Memory semantics → `cl_mem_fence_flags`, at compile time or run time.
pub(super) fn flags_of<'c>(rx: &Rx<'c, '_>, sem_id: u32, i: InstId) -> Result<Value<'c>> {
    if let Some(s) = constant(rx, sem_id) {
        return Ok(i32c(rx, u64::from(sync::semantics_to_flags(s as u32))));
    }
    let s = rx.value(sem_id, i)?;
    let f = memory_fence_helper(rx);
    let v = rx.b.call(f, &[s], "call");
    rx.b.copy_attributes_to_call(v, f);
    Ok(v)
}

/// The name of the helper that maps memory semantics known only at run time to
/// `cl_mem_fence_flags` (as the incumbent names it).
pub(super) const MEMORY_FENCE_HELPER: &str = "__translate_spirv_memory_fence";

/// `i32 __translate_spirv_memory_fence(i32 key)`, made once per module: a switch on the
/// storage bits of the semantics with one block per combination, returning its flags.
pub(super) fn memory_fence_helper<'c>(rx: &Rx<'c, '_>) -> Value<'c> {
    let i32t = rx.b.int_type(32);
    let f = rx.function(MEMORY_FENCE_HELPER, i32t, &[i32t]);
    if !f.basic_blocks().is_empty() {
        return *f;
    }
    let back = rx.b.insert_block();
    rx.b.set_linkage(*f, llvm_sys::LLVMLinkage::LLVMPrivateLinkage);
    let Some(&key) = f.params().first() else {
        return *f;
    };
    rx.b.set_name(key, "key");
    let entry = rx.b.append_block(f, "entry");
    let default = rx.b.append_block(f, "default");
    rx.b.position_at_end(entry);
    let all = sync::FENCE_FLAGS.iter().fold(0, |m, &(_, bit)| m | bit);
    let masked = rx.b.binop(
        LLVMOpcode::LLVMAnd,
        i32c(rx, u64::from(all)),
        key,
        "key.masked",
    );
    // Every combination of the storage bits: the switch covers all values of `masked`.
    let mut combos: Vec<(u32, u32)> = (1..=sync::semantics_to_flags(all))
        .map(|flags| (sync::flags_to_semantics(flags), flags))
        .collect();
    combos.sort_unstable();
    combos.push((0, 0));
    let mut cases = Vec::new();
    for &(sem, flags) in &combos {
        let bb = rx.b.append_block(f, &format!("case.{sem}"));
        rx.b.position_at_end(bb);
        rx.b.ret(Some(i32c(rx, u64::from(flags))));
        cases.push((i32c(rx, u64::from(sem)), bb));
    }
    rx.b.position_at_end(entry);
    rx.b.switch(masked, default, &cases);
    rx.b.position_at_end(default);
    rx.b.unreachable();
    if let Some(bb) = back {
        rx.b.position_at_end(bb);
    }
    *f
}

/// The OpenCL value a scope or semantics id was mapped from by a call of the helper function
/// `helper` (as forward translation writes non-constant `memory_scope` and `memory_order`
/// arguments): the call's argument.
pub(super) fn mapped_from<'c>(
    rx: &Rx<'c, '_>,
    id: u32,
    helper: &str,
    i: InstId,
) -> Option<Value<'c>> {
    let d = rx.def(id)?;
    if rx.m.opcode(d) != op::FunctionCall {
        return None;
    }
    let ops = rx.m.operands(d);
    let (&f, &arg) = (ops.get(2)?, ops.get(3)?);
    if ops.len() != 4 || rx.name_of(f).as_deref() != Some(helper) {
        return None;
    }
    rx.value(arg, i).ok()
}

/// Memory semantics → `memory_order`.
pub(super) fn order_of<'c>(rx: &Rx<'c, '_>, sem_id: u32, i: InstId) -> Result<Value<'c>> {
    if let Some(v) = mapped_from(rx, sem_id, "__translate_ocl_memory_order", i) {
        return Ok(v);
    }
    if let Some(s) = constant(rx, sem_id) {
        return Ok(i32c(rx, u64::from(sync::semantics_to_order(s as u32))));
    }
    let s = rx.value(sem_id, i)?;
    let masked = rx.b.binop(
        LLVMOpcode::LLVMAnd,
        s,
        i32c(rx, u64::from(sync::ORDER_MASK)),
        "",
    );
    let table: Vec<(u32, u32)> = sync::MEMORY_ORDERS.iter().map(|&(o, s)| (s, o)).collect();
    Ok(runtime_map(rx, masked, &table, 0))
}

/// `Scope` → `memory_scope`.
pub(super) fn scope_of<'c>(rx: &Rx<'c, '_>, scope_id: u32, i: InstId) -> Result<Value<'c>> {
    if let Some(v) = mapped_from(rx, scope_id, "__translate_ocl_memory_scope", i) {
        return Ok(v);
    }
    if let Some(s) = constant(rx, scope_id) {
        // A Scope is a 32-bit value: a wider constant is an error, not the scope of its low half.
        let s = u32::try_from(s)
            .map_err(|_| rx.error_at(i, format!("the Scope {s} does not fit 32 bits")))?;
        let o = sync::scope_to_ocl(s).unwrap_or(sync::SCOPE_DEVICE);
        return Ok(i32c(rx, u64::from(o)));
    }
    let s = rx.value(scope_id, i)?;
    let table: Vec<(u32, u32)> = sync::MEMORY_SCOPES.iter().map(|&(o, s)| (s, o)).collect();
    Ok(runtime_map(rx, s, &table, sync::SCOPE_DEVICE))
}

pub(super) fn memory_order_type() -> BuiltinType {
    BuiltinType::named("memory_order")
}

pub(super) fn memory_scope_type() -> BuiltinType {
    BuiltinType::named("memory_scope")
}

/// `OpControlBarrier` and `OpMemoryBarrier`.
pub(super) fn fence(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let opcode = rx.m.opcode(i);
    let ops = rx.m.operands(i).to_vec();
    let void = rx.b.void_type();
    let e = env(rx);
    if e == Env::SpvIr {
        let mut args = Vec::new();
        for &o in &ops {
            args.push(match constant(rx, o) {
                Some(c) => i32c(rx, c),
                None => rx.value(o, i)?,
            });
        }
        let params = vec![BuiltinType::Int; args.len()];
        let name = spv_ir::op_name(opcode, None, false, None)
            .ok_or_else(|| rx.error_at(i, "no __spirv_* name for this barrier"))?;
        let attrs: &[&str] = if opcode == op::ControlBarrier {
            &["convergent"]
        } else {
            &[]
        };
        call(rx, &name, Some(&params), void, &args, None, attrs);
        return Ok(());
    }
    if opcode == op::ControlBarrier {
        let (exec, mem, sem) = (ops[0], ops[1], ops[2]);
        let flags = flags_of(rx, sem, i)?;
        let exec_scope = constant(rx, exec);
        if e == Env::Cl12 {
            call(
                rx,
                sync::reverse::BARRIER_CL12,
                Some(&[BuiltinType::UInt]),
                void,
                &[flags],
                None,
                &["convergent"],
            );
        } else {
            // The Execution scope chooses the function; one computed at run time (Kernel
            // allows it) chooses neither.
            let exec_scope = exec_scope.ok_or_else(|| {
                rx.error_at(
                    i,
                    "an Execution scope that is not a constant has no OpenCL C 2.0 barrier \
                     (work_group_barrier or sub_group_barrier); --spirv-target-env=SPV-IR \
                     keeps it as a call",
                )
            })?;
            let scope = scope_of(rx, mem, i)?;
            let name = if exec_scope == u64::from(enums::Scope::Subgroup) {
                sync::reverse::SUB_GROUP_BARRIER
            } else {
                sync::reverse::BARRIER_CL20
            };
            call(
                rx,
                name,
                Some(&[BuiltinType::UInt, memory_scope_type()]),
                void,
                &[flags, scope],
                None,
                &["convergent"],
            );
        }
        return Ok(());
    }
    let (scope_id, sem) = (ops[0], ops[1]);
    let flags = flags_of(rx, sem, i)?;
    if e == Env::Cl12 {
        call(
            rx,
            sync::reverse::FENCE_CL12,
            Some(&[BuiltinType::UInt]),
            void,
            &[flags],
            None,
            &[],
        );
    } else {
        let order = order_of(rx, sem, i)?;
        let scope = scope_of(rx, scope_id, i)?;
        call(
            rx,
            sync::reverse::FENCE_CL20,
            Some(&[BuiltinType::UInt, memory_order_type(), memory_scope_type()]),
            void,
            &[flags, order, scope],
            None,
            &[],
        );
    }
    Ok(())
}
