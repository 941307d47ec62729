//! Integer dot products (`crate::builtins::int_dot`) → OpenCL C calls.

use super::*;

// ----- integer dot products -----

/// `OpSDot`, `OpUDot`, `OpSUDot` and their `AccSat` forms → `dot`/`dot_acc_sat` of vectors
/// whose signedness is the instruction's, or with the packed format the
/// `dot{,_acc_sat}_4x8packed_{ss,uu,su}_*` functions of two `uint`s. (SPV-IR: the general
/// `__spirv_*KHR` calls.)
pub(super) fn int_dot_inst(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    use int_dot::Signs;
    let opcode = rx.m.opcode(i);
    let (signs, accumulate) =
        int_dot::by_opcode(opcode).ok_or_else(|| rx.error_at(i, "not an integer dot product"))?;
    let ops = rx.m.operands(i).to_vec();
    let factors = 2 + usize::from(accumulate);
    let (ty, result) = (ops[0], ops[1]);
    let ids = ops
        .get(2..2 + factors)
        .ok_or_else(|| rx.error_at(i, "missing operands"))?;
    let ret = rx.ty(ty, i)?;
    let mut args = Vec::with_capacity(factors);
    for &a in ids {
        args.push(rx.value(a, i)?);
    }
    // Scalar factors are packed vectors (SPV_KHR_integer_dot_product: the Packed Vector Format
    // operand is required then, and 4x8Bit is the only format), whether or not the operand is
    // written.
    let packed = ops.len() > 2 + factors || args[0].type_of().kind() != TypeKind::Vector;
    let unsigned = [signs == Signs::Uu, signs != Signs::Ss, signs == Signs::Uu];
    let params: Vec<BuiltinType> = args
        .iter()
        .enumerate()
        .map(|(k, a)| bt(a.type_of(), packed && k < 2 || unsigned[k]))
        .collect();
    let name = match (packed, accumulate) {
        (true, _) => int_dot::packed_name(signs, accumulate),
        (false, false) => "dot".to_string(),
        (false, true) => "dot_acc_sat".to_string(),
    };
    call(rx, &name, Some(&params), ret, &args, Some(result), &[]);
    Ok(())
}

/// `OpBitFieldInsert`, `OpBitFieldSExtract`, `OpBitFieldUExtract` → the cl_khr_extended_bit_ops
/// functions (`crate::builtins::bit_ops`): `bitfield_insert(base, insert, uint offset, uint
/// count)` and the extracts of `(base, uint offset, uint count)`, the base mangled signed (the
/// instruction says the sign of the extract by its name), as llvm-spirv names them.
pub(super) fn bit_field(rx: &mut Rx<'_, '_>, i: InstId) -> Result<()> {
    let b = crate::builtins::bit_ops::by_opcode(rx.m.opcode(i))
        .ok_or_else(|| rx.error_at(i, "not a bit-field instruction"))?;
    let ops = rx.m.operands(i).to_vec();
    let (Some(&ty), Some(&result)) = (ops.first(), ops.get(1)) else {
        return Err(rx.error_at(i, "operands missing"));
    };
    let ret = rx.ty(ty, i)?;
    let mut args = Vec::new();
    let mut params = Vec::new();
    let data = ops.len().saturating_sub(4);
    for (k, &id) in ops.iter().enumerate().skip(2) {
        let v = rx.value(id, i)?;
        // The data (base, insert) keep their type; the offset and the count are uint.
        params.push(bt(v.type_of(), k >= 2 + data));
        args.push(v);
    }
    call(rx, b.ocl, Some(&params), ret, &args, Some(result), &[]);
    Ok(())
}
