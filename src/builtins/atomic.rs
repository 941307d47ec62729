//! OpenCL atomic functions ↔ `OpAtomic*`.
//!
//! OpenCL 1.2 (6.12.11, and `cl_khr_int64_*_atomics` for `atom_*` on 64-bit integers):
//! `atomic_add(p, v)`, `atomic_inc(p)`, `atomic_cmpxchg(p, cmp, val)`, ... are relaxed atomics
//! on a `volatile` pointer. OpenCL 2.0 (6.13.11): `atomic_fetch_add[_explicit](p, v[, order[,
//! scope]])`, `atomic_load`, `atomic_store`, `atomic_exchange`,
//! `atomic_compare_exchange_{strong,weak}[_explicit]`, `atomic_flag_*`, `atomic_init`, on
//! `_Atomic` objects in the generic address space. The SPIR-V side (SPIR-V 3.37.18): the
//! pointer, a `Scope` id and `MemorySemantics` id(s), then the value operands.

use crate::spirv::tables::op;

/// How the arguments of an atomic function become operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicShape {
    /// `f(p, v)` → `Op p scope semantics v`, the old value.
    Rmw,
    /// `f(p)` → `Op p scope semantics` (increment, decrement).
    IncDec,
    /// OpenCL 1.2 `atomic_cmpxchg(p, cmp, val)` → `OpAtomicCompareExchange p scope sem sem val
    /// cmp`.
    CmpXchg,
    /// `atomic_load(p)` → `OpAtomicLoad p scope semantics`.
    Load,
    /// `atomic_store(p, v)` → `OpAtomicStore p scope semantics v`.
    Store,
    /// `atomic_init(p, v)` → `OpStore p v` (not atomic).
    Init,
    /// `atomic_compare_exchange_*(p, expected *, desired[, success, failure[, scope]])` → load
    /// `*expected`, `OpAtomicCompareExchange[Weak] p scope success failure desired expected`,
    /// store the old value to `*expected`, and answer whether it equals the expected one.
    CompareExchange,
    /// `atomic_flag_test_and_set(p)` → `OpAtomicFlagTestAndSet p scope semantics` (a bool).
    FlagTestAndSet,
    /// `atomic_flag_clear(p)` → `OpAtomicFlagClear p scope semantics`.
    FlagClear,
}

/// One atomic operation and its OpenCL spellings.
#[derive(Clone, Copy, Debug)]
pub struct Atomic {
    /// The instruction (for signed or untyped operands).
    pub op: u16,
    /// The instruction when the operand type is unsigned (`min`, `max`).
    pub unsigned_op: Option<u16>,
    /// The instruction when the operand is floating point (`cl_ext_float_atomics`).
    pub float_op: Option<u16>,
    /// The OpenCL 1.2 name after `atomic_` / `atom_` (`add`), if there is one.
    pub cl12: Option<&'static str>,
    /// The OpenCL 2.0 name after `atomic_` and before `_explicit` (`fetch_add`).
    pub cl20: Option<&'static str>,
    pub shape: AtomicShape,
}

const fn a(
    op: u16,
    unsigned_op: Option<u16>,
    float_op: Option<u16>,
    cl12: Option<&'static str>,
    cl20: Option<&'static str>,
    shape: AtomicShape,
) -> Atomic {
    Atomic {
        op,
        unsigned_op,
        float_op,
        cl12,
        cl20,
        shape,
    }
}

use AtomicShape::*;

/// Every atomic operation. A row is found by its OpenCL name (forward) or its opcode (reverse).
pub const ATOMICS: &[Atomic] = &[
    a(
        op::AtomicIAdd,
        None,
        Some(op::AtomicFAddEXT),
        Some("add"),
        Some("fetch_add"),
        Rmw,
    ),
    a(
        op::AtomicISub,
        None,
        None,
        Some("sub"),
        Some("fetch_sub"),
        Rmw,
    ),
    a(
        op::AtomicExchange,
        None,
        None,
        Some("xchg"),
        Some("exchange"),
        Rmw,
    ),
    a(
        op::AtomicSMin,
        Some(op::AtomicUMin),
        Some(op::AtomicFMinEXT),
        Some("min"),
        Some("fetch_min"),
        Rmw,
    ),
    a(
        op::AtomicSMax,
        Some(op::AtomicUMax),
        Some(op::AtomicFMaxEXT),
        Some("max"),
        Some("fetch_max"),
        Rmw,
    ),
    a(
        op::AtomicAnd,
        None,
        None,
        Some("and"),
        Some("fetch_and"),
        Rmw,
    ),
    a(op::AtomicOr, None, None, Some("or"), Some("fetch_or"), Rmw),
    a(
        op::AtomicXor,
        None,
        None,
        Some("xor"),
        Some("fetch_xor"),
        Rmw,
    ),
    a(op::AtomicIIncrement, None, None, Some("inc"), None, IncDec),
    a(op::AtomicIDecrement, None, None, Some("dec"), None, IncDec),
    a(
        op::AtomicCompareExchange,
        None,
        None,
        Some("cmpxchg"),
        None,
        CmpXchg,
    ),
    a(
        op::AtomicCompareExchange,
        None,
        None,
        None,
        Some("compare_exchange_strong"),
        CompareExchange,
    ),
    a(
        op::AtomicCompareExchangeWeak,
        None,
        None,
        None,
        Some("compare_exchange_weak"),
        CompareExchange,
    ),
    a(op::AtomicLoad, None, None, None, Some("load"), Load),
    a(op::AtomicStore, None, None, None, Some("store"), Store),
    a(op::Store, None, None, None, Some("init"), Init),
    a(
        op::AtomicFlagTestAndSet,
        None,
        None,
        None,
        Some("flag_test_and_set"),
        FlagTestAndSet,
    ),
    a(
        op::AtomicFlagClear,
        None,
        None,
        None,
        Some("flag_clear"),
        FlagClear,
    ),
];

/// What an OpenCL atomic function name says.
#[derive(Clone, Copy, Debug)]
pub struct AtomicName {
    pub atomic: &'static Atomic,
    /// An OpenCL 1.2 function (`atomic_add`, `atom_add`).
    pub cl12: bool,
    /// `_explicit`: order (and maybe scope) arguments follow.
    pub explicit: bool,
}

/// Parses an OpenCL atomic function name: `atomic_add`, `atom_inc`, `atomic_fetch_or_explicit`.
pub fn parse_name(name: &str) -> Option<AtomicName> {
    if let Some(rest) = name.strip_prefix("atom_") {
        let atomic = ATOMICS.iter().find(|a| a.cl12 == Some(rest))?;
        return Some(AtomicName {
            atomic,
            cl12: true,
            explicit: false,
        });
    }
    let rest = name.strip_prefix("atomic_")?;
    if let Some(atomic) = ATOMICS.iter().find(|a| a.cl12 == Some(rest)) {
        return Some(AtomicName {
            atomic,
            cl12: true,
            explicit: false,
        });
    }
    let (base, explicit) = match rest.strip_suffix("_explicit") {
        Some(b) => (b, true),
        None => (rest, false),
    };
    let atomic = ATOMICS.iter().find(|a| a.cl20 == Some(base))?;
    if explicit && atomic.shape == Init {
        return None;
    }
    Some(AtomicName {
        atomic,
        cl12: false,
        explicit,
    })
}

/// The row for the instruction `opcode` (`OpAtomicUMin` finds `min`); for
/// `OpAtomicCompareExchange` the OpenCL 2.0 row (`compare_exchange_strong`) when `cl20`, the
/// 1.2 `cmpxchg` otherwise. `OpStore` is not an atomic.
pub fn by_opcode(opcode: u16, cl20: bool) -> Option<&'static Atomic> {
    static INDEX: super::opcode_index::OpcodeIndex = super::opcode_index::OpcodeIndex::new();
    let mut rows = INDEX.rows(ATOMICS, |a| [Some(a.op), a.unsigned_op, a.float_op], opcode);
    rows.find(|a| {
        a.shape != Init
            && match a.shape {
                CmpXchg => !cl20,
                CompareExchange if opcode == op::AtomicCompareExchange => cl20,
                _ => true,
            }
    })
}

/// The OpenCL 1.2 spelling: `atom_` for 64-bit operands, `atomic_` otherwise.
pub fn cl12_name(atomic: &Atomic, is_64bit: bool) -> Option<String> {
    let base = atomic.cl12?;
    Some(if is_64bit {
        format!("atom_{base}")
    } else {
        format!("atomic_{base}")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let n = parse_name("atomic_fetch_add_explicit").unwrap();
        assert_eq!(n.atomic.op, op::AtomicIAdd);
        assert!(n.explicit && !n.cl12);
        let n = parse_name("atom_cmpxchg").unwrap();
        assert_eq!(n.atomic.shape, CmpXchg);
        assert!(parse_name("atomic_init_explicit").is_none());
        assert!(parse_name("atomic_foo").is_none());
        assert_eq!(
            by_opcode(op::AtomicUMin, true).and_then(|a| a.cl20),
            Some("fetch_min")
        );
        assert_eq!(
            by_opcode(op::AtomicCompareExchange, false).map(|a| a.shape),
            Some(CmpXchg)
        );
        assert_eq!(
            by_opcode(op::AtomicCompareExchange, true).map(|a| a.shape),
            Some(CompareExchange)
        );
    }
}
