//! Instructions whose operands sit at positions the grammar fixes: one word each up to the
//! last operand, and that one optional. For those, where each enumerant operand is can be read
//! off the opcode, without walking the layout (`layout::walk`), which the module builder would
//! otherwise do for every instruction it notes (loads, stores, variables... most of a body).
//!
//! The answer is the walk's, or none: an instruction this cannot place for certain (an unknown
//! bit, a parameter of another shape, a word count that does not add up, an id out of range)
//! is left to the walk, which then also reports what is wrong.

use super::grammar::{self, Category, InstructionDef, OperandKind, Quantifier};
use crate::hash::FastMap;
use std::sync::OnceLock;

/// The fixed layout of an opcode: its first `fixed` operands take one word each; `tail`, when
/// present, is the last operand (an id, or an enumerant whose parameters are ids and
/// integers), optional unless `required`.
/// (`ids` and `enums` are read off the grammar once per opcode: which fixed operands are ids,
/// and which are enumerants of what kind, in order.)
#[derive(Clone, Debug)]
struct Shape {
    fixed: usize,
    tail: Option<OperandKind>,
    required: bool,
    ids: Vec<usize>,
    enums: Vec<(usize, OperandKind)>,
}

/// Whether every operand of this kind takes exactly one word (an id, a one-word integer, or
/// a value enumerant none of whose values brings parameters).
fn one_word(kind: OperandKind) -> bool {
    let def = kind.def();
    match def.category {
        Category::Id => true,
        Category::Literal => kind == OperandKind::LiteralInteger,
        Category::ValueEnum => def.enumerants.iter().all(|e| {
            e.parameters.is_empty()
                && grammar::optional_parameter(kind, e.value).is_none()
                && grammar::variadic_parameter(kind, e.value).is_none()
        }),
        Category::BitEnum | Category::Composite => false,
    }
}

/// Whether an enumerant kind may end an instruction in a fixed layout: its words are the
/// value and then one word per parameter of each bit set.
fn tail_kind(kind: OperandKind) -> bool {
    let def = kind.def();
    match def.category {
        Category::BitEnum => def.enumerants.iter().all(|e| {
            grammar::counted_parameters(kind, e.value).is_none()
                && grammar::optional_parameter(kind, e.value).is_none()
                && grammar::variadic_parameter(kind, e.value).is_none()
                && e.parameters.iter().all(|&p| {
                    matches!(p.def().category, Category::Id) || p == OperandKind::LiteralInteger
                })
        }),
        _ => one_word(kind),
    }
}

fn shape_of(def: &InstructionDef) -> Option<Shape> {
    let (last, init) = def.operands.split_last()?;
    if !init
        .iter()
        .all(|d| d.quantifier == Quantifier::One && one_word(d.kind))
    {
        return None;
    }
    let (fixed, tail, required) = match last.quantifier {
        Quantifier::One if one_word(last.kind) => (def.operands.len(), None, false),
        Quantifier::One | Quantifier::Optional if tail_kind(last.kind) => (
            init.len(),
            Some(last.kind),
            last.quantifier == Quantifier::One,
        ),
        _ => return None,
    };
    let kinds = def.operands.iter().take(fixed).map(|d| d.kind).enumerate();
    let ids = kinds
        .clone()
        .filter(|(_, k)| k.def().category == Category::Id)
        .map(|(i, _)| i)
        .collect();
    let enums = kinds
        .filter(|(_, k)| matches!(k.def().category, Category::ValueEnum | Category::BitEnum))
        .collect();
    Some(Shape {
        fixed,
        tail,
        required,
        ids,
        enums,
    })
}

/// The shape of an opcode, worked out at its first use (most opcodes never come up).
fn shape(opcode: u16) -> Option<&'static Shape> {
    static SHAPES: OnceLock<Vec<OnceLock<Option<Shape>>>> = OnceLock::new();
    let shapes = SHAPES.get_or_init(|| {
        (0..grammar::INSTRUCTIONS.len())
            .map(|_| OnceLock::new())
            .collect()
    });
    let i = grammar::index_of(opcode)?;
    shapes
        .get(i)?
        .get_or_init(|| shape_of(&grammar::INSTRUCTIONS[i]))
        .as_ref()
}

/// Whether an id word is one the walk accepts (`bound` is the walk's id bound).
fn id_ok(word: u32, bound: u32) -> bool {
    word != 0 && word < bound
}

/// The enumerant operands of an instruction (`operands` with its result type and id), in
/// order, as (kind, value) — what the walk's spans give — when the opcode has a fixed layout
/// and the words fit it. None: walk the layout. (The builder uses `enum_operands_once`.)
#[cfg(test)]
pub(crate) fn enum_operands(
    opcode: u16,
    operands: &[u32],
    bound: u32,
    each: impl FnMut(OperandKind, u32),
) -> Option<()> {
    let shape = shape(opcode)?;
    place(shape, operands, bound, &mut Vec::new())?;
    report(shape, operands, each);
    Some(())
}

/// Instructions `enum_operands_once` has placed, by opcode, word count and the word after the
/// fixed operands (the last operand's value, 0 when there is none): where their id words are.
/// An instruction equal to one of those in these three has the same layout and the same last
/// enumerant, so only its ids and its fixed-place enumerants need a look. Instructions whose
/// last operand is an id are not kept (that would be one entry per id).
#[derive(Debug, Default)]
pub(crate) struct Placed(FastMap<(u16, u32, u32), Box<[u32]>>);

/// `enum_operands`, except that the last operand's enumerant is reported only for the first
/// instruction of its opcode, word count and value (a caller for which reporting it again
/// changes nothing: the module builder, which notes requirements), and that such instructions
/// after the first are placed by their id words alone.
pub(crate) fn enum_operands_once(
    placed: &mut Placed,
    opcode: u16,
    operands: &[u32],
    bound: u32,
    mut each: impl FnMut(OperandKind, u32),
) -> Option<()> {
    let shape = shape(opcode)?;
    let key = (
        opcode,
        operands.len() as u32,
        operands.get(shape.fixed).copied().unwrap_or(0),
    );
    if let Some(ids) = placed.0.get(&key)
        && ids
            .iter()
            .all(|&i| operands.get(i as usize).is_some_and(|&w| id_ok(w, bound)))
    {
        for &(i, kind) in &shape.enums {
            each(kind, operands[i]);
        }
        return Some(());
    }
    let mut ids = Vec::new();
    place(shape, operands, bound, &mut ids)?;
    report(shape, operands, each);
    if shape.tail.is_none_or(|t| t.def().category != Category::Id) {
        placed.0.insert(key, ids.into());
    }
    Some(())
}

/// Whether `operands` fit `shape`, with the positions of their id words in `ids`.
fn place(shape: &Shape, operands: &[u32], bound: u32, ids: &mut Vec<u32>) -> Option<()> {
    let fixed = operands.get(..shape.fixed)?;
    if shape.ids.iter().any(|&i| !id_ok(fixed[i], bound)) {
        return None;
    }
    ids.extend(shape.ids.iter().map(|&i| i as u32));
    let rest = &operands[shape.fixed..];
    if shape.required && rest.is_empty() {
        return None;
    }
    if let Some(&value) = rest.first() {
        let tail = shape.tail?;
        let tdef = tail.def();
        let params = &rest[1..];
        match tdef.category {
            Category::Id if !id_ok(value, bound) => return None,
            Category::Id => ids.push(shape.fixed as u32),
            Category::BitEnum => {
                let mut at = 0;
                let mut bits = value;
                while bits != 0 {
                    let bit = bits & bits.wrapping_neg();
                    bits &= bits - 1;
                    for &p in tdef.enumerant(bit)?.parameters {
                        let w = *params.get(at)?;
                        if p.def().category == Category::Id {
                            if !id_ok(w, bound) {
                                return None;
                            }
                            ids.push((shape.fixed + 1 + at) as u32);
                        }
                        at += 1;
                    }
                }
                if at != params.len() {
                    return None;
                }
            }
            _ if !params.is_empty() => return None,
            _ => {}
        }
    }
    Some(())
}

/// The enumerants of an instruction that fits `shape`, in order.
fn report(shape: &Shape, operands: &[u32], mut each: impl FnMut(OperandKind, u32)) {
    for &(i, kind) in &shape.enums {
        each(kind, operands[i]);
    }
    if let (Some(&value), Some(tail)) = (operands.get(shape.fixed), shape.tail) {
        if matches!(tail.def().category, Category::ValueEnum | Category::BitEnum) {
            each(tail, value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv::binary::spans_of;
    use crate::spirv::layout::{LayoutState, SpanKind};
    use crate::spirv::tables::{enums, op};

    /// The enumerant operands the walk finds.
    fn walked(opcode: u16, operands: &[u32]) -> Option<Vec<(OperandKind, u32)>> {
        let mut spans = Vec::new();
        let state = LayoutState::new(u32::MAX, 0);
        spans_of(opcode, operands, &state, &mut spans).then(|| {
            spans
                .iter()
                .filter_map(|s| match s.kind {
                    SpanKind::Operand(k)
                        if matches!(k.def().category, Category::ValueEnum | Category::BitEnum) =>
                    {
                        Some((k, operands[s.start as usize]))
                    }
                    _ => None,
                })
                .collect()
        })
    }

    fn fixed(opcode: u16, operands: &[u32]) -> Option<Vec<(OperandKind, u32)>> {
        let mut out = Vec::new();
        enum_operands(opcode, operands, u32::MAX, |k, v| out.push((k, v))).map(|()| out)
    }

    #[test]
    fn agrees_with_the_walk() {
        let aligned = enums::MemoryAccess::Aligned;
        let volatile = enums::MemoryAccess::Volatile;
        let cases: &[(u16, &[u32])] = &[
            (op::Load, &[1, 2, 3]),
            (op::Load, &[1, 2, 3, aligned, 4]),
            (op::Load, &[1, 2, 3, aligned | volatile, 8]),
            (op::Store, &[1, 2, aligned, 4]),
            (op::Store, &[1, 2]),
            (op::Variable, &[1, 2, enums::StorageClass::Function]),
            (op::Variable, &[1, 2, enums::StorageClass::Workgroup, 5]),
            (op::IAdd, &[1, 2, 3, 4]),
            (op::SelectionMerge, &[7, 0]),
        ];
        for &(opcode, operands) in cases {
            let got = fixed(opcode, operands);
            assert!(
                got.is_some(),
                "opcode {opcode} {operands:?} has a fixed layout"
            );
            assert_eq!(
                got,
                walked(opcode, operands),
                "opcode {opcode} {operands:?}"
            );
        }
    }

    #[test]
    fn placed_instructions_report_their_last_enumerant_once() {
        let aligned = enums::MemoryAccess::Aligned;
        let mut placed = Placed::default();
        let mut once = |opcode: u16, operands: &[u32]| {
            let mut out = Vec::new();
            enum_operands_once(&mut placed, opcode, operands, u32::MAX, |k, v| {
                out.push((k, v))
            })
            .map(|()| out)
        };
        let access = OperandKind::MemoryAccess;
        // The first load of its shape reports its mask; the next one (other ids, other
        // alignment) fits without reporting it again.
        assert_eq!(
            once(op::Load, &[1, 2, 3, aligned, 4]),
            Some(vec![(access, aligned)])
        );
        assert_eq!(once(op::Load, &[5, 6, 7, aligned, 8]), Some(vec![]));
        // A zero id still does not fit (the walk reports it).
        assert_eq!(once(op::Load, &[5, 0, 7, aligned, 8]), None);
        // Another mask, another word count: reported.
        let both = aligned | enums::MemoryAccess::Volatile;
        assert_eq!(
            once(op::Load, &[5, 6, 7, both, 8]),
            Some(vec![(access, both)])
        );
        assert_eq!(once(op::Load, &[5, 6, 7]), Some(vec![]));
        // Enumerants at fixed places are reported every time.
        let class = OperandKind::StorageClass;
        let wg = enums::StorageClass::Workgroup;
        let function = enums::StorageClass::Function;
        assert_eq!(once(op::Variable, &[1, 2, wg]), Some(vec![(class, wg)]));
        assert_eq!(
            once(op::Variable, &[3, 4, function]),
            Some(vec![(class, function)])
        );
    }

    #[test]
    fn leaves_what_does_not_fit_to_the_walk() {
        let aligned = enums::MemoryAccess::Aligned;
        // A missing alignment, an extra word, a zero id, an unknown bit.
        for operands in [
            &[1, 2, 3, aligned][..],
            &[1, 2, 3, aligned, 4, 5],
            &[1, 0, 3],
            &[1, 2, 3, 1 << 30],
        ] {
            assert_eq!(fixed(op::Load, operands), None, "{operands:?}");
        }
        // Strings and lists are not fixed.
        assert_eq!(fixed(op::Name, &[1, 0]), None);
        assert_eq!(fixed(op::FunctionCall, &[1, 2, 3]), None);
        // A required enumerant missing.
        assert_eq!(fixed(op::SelectionMerge, &[7]), None);
    }
}
