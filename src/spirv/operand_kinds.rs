//! The kinds of operands and results each instruction requires, from the instruction
//! descriptions of the SPIR-V specification ("Result Type must be a scalar or vector of
//! floating-point type", "the type of Operand 1 and Operand 2 must be the same as Result Type",
//! "... must have the same number of components as Result Type"), as one table keyed by
//! opcode ([`signature`]) and one checker ([`check`]) that reads it.
//!
//! The reverse runs the checker before it builds an instruction: LLVM's builders take operands
//! of the kinds they expect for granted (an `xor` of a float with an all-ones float constant, a
//! `select` whose condition has another lane count) and crash, or silently build broken IR.
//! The checks are at the level of kinds (integer, float, boolean, pointer, composite; widths and
//! component counts): two pointers are alike (the reverse casts between storage classes and
//! pointees where producers' SPIR-V typing is looser than LLVM's), two aggregates when they are
//! both structs (or arrays); which struct is the reverse's typing's business.
//!
//! Each check looks at the definitions of the instruction's ids (the module index): linear in
//! the module.

use super::grammar;
use super::layout::IdTable;
use super::module::{Id, ModuleIndex, SpvModule};
use super::tables::op;

/// The kind of a type an operand or result must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Int,
    Float,
    Bool,
    /// Integer or floating-point.
    Numeric,
    Pointer,
    /// Integer, floating-point or a pointer (OpBitcast).
    NumericOrPointer,
    /// A vector, array, struct (or matrix type of an extension).
    Composite,
    /// Any value.
    Any,
    /// Not an id of a value (a literal, a label, a function): not checked.
    Skip,
}

/// Scalar, vector, or either (for the numeric and boolean classes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Scalar,
    Vector,
    ScalarOrVector,
}

/// How a type relates to the result's type or another operand's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tie {
    Free,
    /// The same type as Result Type.
    Result,
    /// As many components as Result Type.
    ResultCount,
    /// As many components as Result Type, of its component width.
    ResultCountWidth,
    /// A vector only if Result Type is one, then of as many components (OpSelect's condition).
    ResultCountIfVector,
    /// The same type as the operand `k` (0 = the first after the result id).
    Operand(u8),
    /// Result Type's component type, where Result Type is a vector.
    ResultComponent,
    /// A vector whose component type is Result Type.
    ComponentIsResult,
    /// Of Result Type's component type, where both are vectors.
    SameComponent,
}

/// What one operand (or the result) must be.
#[derive(Clone, Copy, Debug)]
pub struct Want {
    pub class: Class,
    pub shape: Shape,
    pub tie: Tie,
}

const fn want(class: Class, shape: Shape, tie: Tie) -> Want {
    Want { class, shape, tie }
}

use Class as C;
use Shape as S;
use Tie as T;

const SKIP: Want = want(C::Skip, S::ScalarOrVector, T::Free);
const ANY: Want = want(C::Any, S::ScalarOrVector, T::Free);
const SAME: Want = want(C::Any, S::ScalarOrVector, T::Result);
const INT_SV: Want = want(C::Int, S::ScalarOrVector, T::Free);
const INT_S: Want = want(C::Int, S::Scalar, T::Free);
const FLOAT_SV: Want = want(C::Float, S::ScalarOrVector, T::Free);
const FLOAT_S: Want = want(C::Float, S::Scalar, T::Free);
const BOOL_SV: Want = want(C::Bool, S::ScalarOrVector, T::Free);
const BOOL_S: Want = want(C::Bool, S::Scalar, T::Free);
const PTR: Want = want(C::Pointer, S::Scalar, T::Free);
const COMPOSITE: Want = want(C::Composite, S::ScalarOrVector, T::Free);
/// An integer (vector) of the result's component count and width.
const INT_LIKE_RESULT: Want = want(C::Int, S::ScalarOrVector, T::ResultCountWidth);
/// An integer (vector) of the result's component count.
const INT_COUNT: Want = want(C::Int, S::ScalarOrVector, T::ResultCount);
const FLOAT_COUNT: Want = want(C::Float, S::ScalarOrVector, T::ResultCount);
const NUM_S: Want = want(C::Numeric, S::Scalar, T::Free);

/// The signature of an instruction: its result, its operands after the result id (or from the
/// first word, for instructions without a result), and what further operands must be.
#[derive(Debug)]
pub struct Sig {
    pub result: Option<Want>,
    pub operands: &'static [Want],
    pub rest: Option<Want>,
}

const fn sig(result: Want, operands: &'static [Want]) -> Sig {
    Sig {
        result: Some(result),
        operands,
        rest: None,
    }
}

const fn no_result(operands: &'static [Want]) -> Sig {
    Sig {
        result: None,
        operands,
        rest: None,
    }
}

// Arithmetic (spec 3.52.13) and bit instructions (3.52.14).
const INT_BINARY: Sig = sig(INT_SV, &[INT_LIKE_RESULT, INT_LIKE_RESULT]);
const INT_UNARY: Sig = sig(INT_SV, &[INT_LIKE_RESULT]);
const FLOAT_BINARY: Sig = sig(FLOAT_SV, &[SAME, SAME]);
const FLOAT_UNARY: Sig = sig(FLOAT_SV, &[SAME]);
/// Shifts: Base of the result's count and width, Shift of its count.
const SHIFT: Sig = sig(INT_SV, &[INT_LIKE_RESULT, INT_COUNT]);
const BIT_FIELD_INSERT: Sig = sig(INT_SV, &[SAME, SAME, INT_S, INT_S]);
const BIT_FIELD_EXTRACT: Sig = sig(INT_SV, &[SAME, INT_S, INT_S]);
const BIT_REVERSE: Sig = sig(INT_SV, &[SAME]);
const BIT_COUNT: Sig = sig(INT_SV, &[INT_COUNT]);
// Relational and logical instructions (3.52.15).
const INT_COMPARE: Sig = sig(
    BOOL_SV,
    &[INT_COUNT, want(C::Int, S::ScalarOrVector, T::Operand(0))],
);
const FLOAT_COMPARE: Sig = sig(
    BOOL_SV,
    &[
        FLOAT_COUNT,
        want(C::Float, S::ScalarOrVector, T::Operand(0)),
    ],
);
const FLOAT_TEST: Sig = sig(BOOL_SV, &[FLOAT_COUNT]);
const LOGICAL_BINARY: Sig = sig(BOOL_SV, &[SAME, SAME]);
const LOGICAL_UNARY: Sig = sig(BOOL_SV, &[SAME]);
const ANY_ALL: Sig = sig(BOOL_S, &[want(C::Bool, S::Vector, T::Free)]);
const SELECT: Sig = sig(
    ANY,
    &[
        want(C::Bool, S::ScalarOrVector, T::ResultCountIfVector),
        SAME,
        SAME,
    ],
);
// Conversion instructions (3.52.11).
const FLOAT_TO_INT: Sig = sig(INT_SV, &[FLOAT_COUNT]);
const INT_TO_FLOAT: Sig = sig(FLOAT_SV, &[INT_COUNT]);
const INT_TO_INT: Sig = sig(INT_SV, &[INT_COUNT]);
const FLOAT_TO_FLOAT: Sig = sig(FLOAT_SV, &[FLOAT_COUNT]);
const PTR_TO_INT: Sig = sig(INT_S, &[PTR]);
const INT_TO_PTR: Sig = sig(PTR, &[INT_S]);
const PTR_TO_PTR: Sig = sig(PTR, &[PTR]);
const PTR_TO_PTR_EXPLICIT: Sig = sig(PTR, &[PTR, SKIP]);
const BITCAST: Sig = sig(
    want(C::NumericOrPointer, S::ScalarOrVector, T::Free),
    &[want(C::NumericOrPointer, S::ScalarOrVector, T::Free)],
);
// Memory instructions (3.52.8).
const LOAD: Sig = sig(ANY, &[PTR]);
const STORE: Sig = no_result(&[PTR, ANY]);
const ACCESS_CHAIN: Sig = Sig {
    result: Some(PTR),
    operands: &[PTR],
    rest: Some(INT_S),
};
const COPY_MEMORY: Sig = no_result(&[PTR, PTR]);
const COPY_MEMORY_SIZED: Sig = no_result(&[PTR, PTR, INT_S]);
const VARIABLE: Sig = sig(PTR, &[SKIP, ANY]);
const PTR_COMPARE: Sig = sig(BOOL_S, &[PTR, want(C::Pointer, S::Scalar, T::Operand(0))]);
const PTR_DIFF: Sig = sig(INT_S, &[PTR, want(C::Pointer, S::Scalar, T::Operand(0))]);
const GENERIC_PTR_MEM_SEMANTICS: Sig = sig(INT_S, &[PTR]);
const LIFETIME: Sig = no_result(&[PTR]);
// Composite instructions (3.52.12).
const COPY_OBJECT: Sig = sig(ANY, &[SAME]);
const COMPOSITE_EXTRACT: Sig = sig(ANY, &[COMPOSITE]);
const COMPOSITE_INSERT: Sig = sig(COMPOSITE, &[ANY, SAME]);
const COMPOSITE_CONSTRUCT: Sig = Sig {
    result: Some(COMPOSITE),
    operands: &[],
    rest: Some(ANY),
};
const VECTOR_EXTRACT_DYNAMIC: Sig = sig(
    ANY,
    &[
        want(C::Composite, S::ScalarOrVector, T::ComponentIsResult),
        INT_S,
    ],
);
const VECTOR_INSERT_DYNAMIC: Sig = sig(
    COMPOSITE,
    &[SAME, want(C::Any, S::Scalar, T::ResultComponent), INT_S],
);
const VECTOR_SHUFFLE: Sig = sig(
    want(C::Any, S::Vector, T::Free),
    &[
        want(C::Any, S::Vector, T::SameComponent),
        want(C::Any, S::Vector, T::SameComponent),
    ],
);
const VECTOR_TIMES_SCALAR: Sig = sig(
    want(C::Float, S::Vector, T::Free),
    &[SAME, want(C::Float, S::Scalar, T::ResultComponent)],
);
const DOT: Sig = sig(
    FLOAT_S,
    &[
        want(C::Float, S::Vector, T::ComponentIsResult),
        want(C::Float, S::Vector, T::Operand(0)),
    ],
);
/// OpIAddCarry, OpISubBorrow, OpUMulExtended, OpSMulExtended: a struct of two members (which
/// the translation checks) from two integers of one type.
const EXTENDED: Sig = sig(
    COMPOSITE,
    &[INT_SV, want(C::Int, S::ScalarOrVector, T::Operand(0))],
);
// Control flow (3.52.17): the condition of a conditional branch.
const BRANCH_CONDITIONAL: Sig = no_result(&[BOOL_S]);
const SWITCH: Sig = no_result(&[INT_S]);
// Atomic instructions (3.52.18): Pointer, Memory (Scope), Semantics, then values.
const ATOMIC_INT_RMW: Sig = sig(INT_S, &[PTR, INT_S, INT_S, SAME]);
const ATOMIC_FLOAT_RMW: Sig = sig(FLOAT_S, &[PTR, INT_S, INT_S, SAME]);
const ATOMIC_EXCHANGE: Sig = sig(NUM_S, &[PTR, INT_S, INT_S, SAME]);
const ATOMIC_COMPARE_EXCHANGE: Sig = sig(INT_S, &[PTR, INT_S, INT_S, INT_S, SAME, SAME]);
const ATOMIC_INC_DEC: Sig = sig(INT_S, &[PTR, INT_S, INT_S]);
const ATOMIC_LOAD: Sig = sig(NUM_S, &[PTR, INT_S, INT_S]);
const ATOMIC_STORE: Sig = no_result(&[PTR, INT_S, INT_S, NUM_S]);
const ATOMIC_FLAG_TEST_AND_SET: Sig = sig(BOOL_S, &[PTR, INT_S, INT_S]);
const ATOMIC_FLAG_CLEAR: Sig = no_result(&[PTR, INT_S, INT_S]);
// Calls and phis are checked against the callee and the phi's pairs ([`check_call`],
// [`check_phi`]); the result's kind here.
const FUNCTION_CALL: Sig = sig(ANY, &[]);
const PHI: Sig = sig(ANY, &[]);

/// The signature of an opcode, if the table has one.
pub fn signature(opcode: u16) -> Option<&'static Sig> {
    Some(match opcode {
        op::IAdd
        | op::ISub
        | op::IMul
        | op::UDiv
        | op::SDiv
        | op::UMod
        | op::SRem
        | op::SMod
        | op::BitwiseOr
        | op::BitwiseXor
        | op::BitwiseAnd => &INT_BINARY,
        op::SNegate | op::Not => &INT_UNARY,
        op::FAdd | op::FSub | op::FMul | op::FDiv | op::FRem | op::FMod => &FLOAT_BINARY,
        op::FNegate => &FLOAT_UNARY,
        op::VectorTimesScalar => &VECTOR_TIMES_SCALAR,
        op::Dot => &DOT,
        op::IAddCarry | op::ISubBorrow | op::UMulExtended | op::SMulExtended => &EXTENDED,
        op::ShiftRightLogical | op::ShiftRightArithmetic | op::ShiftLeftLogical => &SHIFT,
        op::BitFieldInsert => &BIT_FIELD_INSERT,
        op::BitFieldSExtract | op::BitFieldUExtract => &BIT_FIELD_EXTRACT,
        op::BitReverse => &BIT_REVERSE,
        op::BitCount => &BIT_COUNT,
        op::IEqual
        | op::INotEqual
        | op::UGreaterThan
        | op::SGreaterThan
        | op::UGreaterThanEqual
        | op::SGreaterThanEqual
        | op::ULessThan
        | op::SLessThan
        | op::ULessThanEqual
        | op::SLessThanEqual => &INT_COMPARE,
        op::FOrdEqual
        | op::FUnordEqual
        | op::FOrdNotEqual
        | op::FUnordNotEqual
        | op::FOrdLessThan
        | op::FUnordLessThan
        | op::FOrdGreaterThan
        | op::FUnordGreaterThan
        | op::FOrdLessThanEqual
        | op::FUnordLessThanEqual
        | op::FOrdGreaterThanEqual
        | op::FUnordGreaterThanEqual
        | op::LessOrGreater
        | op::Ordered
        | op::Unordered => &FLOAT_COMPARE,
        op::IsNan | op::IsInf | op::IsFinite | op::IsNormal | op::SignBitSet => &FLOAT_TEST,
        op::LogicalEqual | op::LogicalNotEqual | op::LogicalOr | op::LogicalAnd => &LOGICAL_BINARY,
        op::LogicalNot => &LOGICAL_UNARY,
        op::Any | op::All => &ANY_ALL,
        op::Select => &SELECT,
        op::ConvertFToU | op::ConvertFToS => &FLOAT_TO_INT,
        op::ConvertSToF | op::ConvertUToF => &INT_TO_FLOAT,
        op::UConvert | op::SConvert | op::SatConvertSToU | op::SatConvertUToS => &INT_TO_INT,
        op::FConvert => &FLOAT_TO_FLOAT,
        op::ConvertPtrToU => &PTR_TO_INT,
        op::ConvertUToPtr => &INT_TO_PTR,
        op::PtrCastToGeneric
        | op::GenericCastToPtr
        | op::PtrCastToCrossWorkgroupINTEL
        | op::CrossWorkgroupCastToPtrINTEL => &PTR_TO_PTR,
        op::GenericCastToPtrExplicit => &PTR_TO_PTR_EXPLICIT,
        op::Bitcast => &BITCAST,
        op::Load => &LOAD,
        op::Store => &STORE,
        op::AccessChain
        | op::InBoundsAccessChain
        | op::PtrAccessChain
        | op::InBoundsPtrAccessChain => &ACCESS_CHAIN,
        op::CopyMemory => &COPY_MEMORY,
        op::CopyMemorySized => &COPY_MEMORY_SIZED,
        op::Variable => &VARIABLE,
        op::PtrEqual | op::PtrNotEqual => &PTR_COMPARE,
        op::PtrDiff => &PTR_DIFF,
        op::GenericPtrMemSemantics => &GENERIC_PTR_MEM_SEMANTICS,
        op::LifetimeStart | op::LifetimeStop => &LIFETIME,
        op::CopyObject => &COPY_OBJECT,
        op::CompositeExtract => &COMPOSITE_EXTRACT,
        op::CompositeInsert => &COMPOSITE_INSERT,
        op::CompositeConstruct => &COMPOSITE_CONSTRUCT,
        op::VectorExtractDynamic => &VECTOR_EXTRACT_DYNAMIC,
        op::VectorInsertDynamic => &VECTOR_INSERT_DYNAMIC,
        op::VectorShuffle => &VECTOR_SHUFFLE,
        op::BranchConditional => &BRANCH_CONDITIONAL,
        op::Switch => &SWITCH,
        op::AtomicIAdd
        | op::AtomicISub
        | op::AtomicSMin
        | op::AtomicUMin
        | op::AtomicSMax
        | op::AtomicUMax
        | op::AtomicAnd
        | op::AtomicOr
        | op::AtomicXor => &ATOMIC_INT_RMW,
        op::AtomicFAddEXT | op::AtomicFMinEXT | op::AtomicFMaxEXT => &ATOMIC_FLOAT_RMW,
        op::AtomicExchange => &ATOMIC_EXCHANGE,
        op::AtomicCompareExchange | op::AtomicCompareExchangeWeak => &ATOMIC_COMPARE_EXCHANGE,
        op::AtomicIIncrement | op::AtomicIDecrement => &ATOMIC_INC_DEC,
        op::AtomicLoad => &ATOMIC_LOAD,
        op::AtomicStore => &ATOMIC_STORE,
        op::AtomicFlagTestAndSet => &ATOMIC_FLAG_TEST_AND_SET,
        op::AtomicFlagClear => &ATOMIC_FLAG_CLEAR,
        op::FunctionCall => &FUNCTION_CALL,
        op::Phi => &PHI,
        _ => return None,
    })
}

/// The component of a type, as the checks see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scalar {
    Int(u32),
    Float(u32),
    Bool,
    /// A pointer (of any storage class and pointee: the translation casts between those where
    /// SPIR-V typing is looser than LLVM's, e.g. a call's pointer argument).
    Pointer,
    /// Another type, by its opcode (structs, arrays, opaque and extension types).
    Other(u16),
}

/// A type: its component and, for vectors, the component count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ty {
    scalar: Scalar,
    count: Option<u32>,
}

impl Ty {
    fn components(self) -> u32 {
        // A scalar is one component (SPIR-V 2.2.2: a vector's components are scalars).
        self.count.unwrap_or(1)
    }

    fn width(self) -> Option<u32> {
        match self.scalar {
            Scalar::Int(w) | Scalar::Float(w) => Some(w),
            _ => None,
        }
    }

    /// A matrix or aggregate type of an extension, whose shape the checks leave to the
    /// instruction's translation.
    fn is_extension_matrix(self) -> bool {
        matches!(self.scalar, Scalar::Other(op::TypeJointMatrixINTEL))
    }

    fn describe(self) -> String {
        let scalar = |plural: bool| {
            let s = if plural { "s" } else { "" };
            match self.scalar {
                Scalar::Int(w) => format!("{w}-bit integer{s}"),
                Scalar::Float(w) => format!("{w}-bit float{s}"),
                Scalar::Bool => format!("boolean{s}"),
                Scalar::Pointer => format!("pointer{s}"),
                Scalar::Other(o) => {
                    format!("Op{}", grammar::instruction(o).map_or("?", |d| d.name))
                }
            }
        };
        match self.count {
            Some(n) => format!("a vector of {n} {}", scalar(true)),
            None => match self.scalar {
                Scalar::Int(_) | Scalar::Float(_) => format!("a {}", scalar(false)),
                _ => format!("an {}", scalar(false))
                    .replace("an p", "a p")
                    .replace("an b", "a b"),
            },
        }
    }
}

/// What a [`Want`] asks for, in words.
fn describe_want(w: Want) -> String {
    let class = match w.class {
        C::Int => "an integer",
        C::Float => "a floating-point",
        C::Bool => "a boolean",
        C::Numeric => "an integer or floating-point",
        C::Pointer => return with_tie("a pointer".into(), w.tie),
        C::NumericOrPointer => "a pointer or a numerical",
        C::Composite => return with_tie("a composite".into(), w.tie),
        C::Any | C::Skip => return with_tie("a value".into(), w.tie),
    };
    let shape = match w.shape {
        S::Scalar => "scalar",
        S::Vector => "vector",
        S::ScalarOrVector => "scalar or vector",
    };
    with_tie(format!("{class} {shape}"), w.tie)
}

fn with_tie(s: String, tie: Tie) -> String {
    let t = match tie {
        T::Free => return s,
        T::Result => return format!("{s} of the result type"),
        T::ResultCount => " with as many components as the result type".to_string(),
        T::ResultCountWidth => {
            " with as many components as the result type, of its component width".to_string()
        }
        T::ResultCountIfVector => {
            ", a vector only if the result type is one of as many components".to_string()
        }
        T::Operand(k) => format!(" of the type of operand {}", k + 1),
        T::ResultComponent => " of the result's component type".to_string(),
        T::ComponentIsResult => " whose component type is the result type".to_string(),
        T::SameComponent => " of the result's component type".to_string(),
    };
    s + &t
}

/// The kinds of a module's types (those `Types::ty` gives of each module-scope type
/// declaration but OpTypeVoid), worked out once per module: the checks ask for the type of
/// nearly every operand, and a type's kind is a few lookups in the module each time.
#[derive(Debug, Default)]
pub struct TypeKinds {
    /// Type id -> index into `list` (an id-indexed vector for all but forged bounds: the
    /// lookup is on the path of nearly every operand).
    slots: Option<IdTable>,
    list: Vec<Ty>,
    /// Value id -> index into `list` of its type's kind, or [`NOT_A_VALUE`] for an
    /// `OpFunction` (`type_of_value`'s answers, worked out once: it is asked for nearly every
    /// operand). Ids it has not are left to `type_of_value`'s lookups.
    values: Option<IdTable>,
}

/// `TypeKinds::values`' mark of an id that is no value.
const NOT_A_VALUE: u32 = u32::MAX - 1;
/// `TypeKinds::values`' mark of a value whose type's kind is not in the table.
const UNKNOWN: u32 = u32::MAX - 2;

impl TypeKinds {
    pub fn of(m: &SpvModule, index: &ModuleIndex) -> Self {
        let types = Types {
            m,
            index,
            kinds: None,
        };
        let mut slots = IdTable::new(m.header.bound, m.len());
        let mut list = Vec::new();
        for i in m.inst_ids() {
            let opcode = m.opcode(i);
            if opcode == op::Function {
                break;
            }
            // (Type declarations have a result and no result type; OpTypeVoid is left to
            // `type_of_value`, for which a void result is no value.)
            let is_type_like =
                grammar::instruction(opcode).is_some_and(|d| d.has_result && !d.has_result_type);
            if !is_type_like || opcode == op::TypeVoid {
                continue;
            }
            let Some(Id(r)) = m.result_id(i) else {
                continue;
            };
            if let Some(t) = types.ty(r) {
                // (Fewer types than ids: the index fits a word.)
                slots.set(r, list.len() as u32);
                list.push(t);
            }
        }
        // The values: the answer for every result id (those of instructions without a result
        // type, and of types without a kind, are left to `type_of_value`).
        let kinds = TypeKinds {
            slots: Some(slots),
            list,
            values: None,
        };
        let mut values = IdTable::new(m.header.bound, m.len());
        for i in m.inst_ids() {
            let opcode = m.opcode(i);
            let Some(d) = grammar::instruction(opcode) else {
                continue;
            };
            if !d.has_result {
                continue;
            }
            let ops = m.operands(i);
            if !d.has_result_type {
                if let Some(&r) = ops.first() {
                    values.set(r, UNKNOWN);
                }
                continue;
            }
            let (Some(&t), Some(&r)) = (ops.first(), ops.get(1)) else {
                continue;
            };
            // (Every definition in module order, so that an id defined twice has its last
            // one's answer, the index's definition.)
            let answer = if opcode == op::Function {
                NOT_A_VALUE
            } else {
                kinds
                    .slots
                    .as_ref()
                    .and_then(|s| s.get(t))
                    .unwrap_or(UNKNOWN)
            };
            values.set(r, answer);
        }
        TypeKinds {
            values: Some(values),
            ..kinds
        }
    }

    /// `type_of_value`'s answer for the value `id` when worked out in advance: `Some(None)`
    /// for no value, `None` when not known.
    fn value(&self, id: u32) -> Option<Option<Ty>> {
        match self.values.as_ref()?.get(id)? {
            NOT_A_VALUE => Some(None),
            UNKNOWN => None,
            slot => Some(self.list.get(slot as usize).copied()),
        }
    }
}

/// Type lookups over a module.
struct Types<'a> {
    m: &'a SpvModule,
    index: &'a ModuleIndex,
    /// What `ty` answers for the module's types, when known.
    kinds: Option<&'a TypeKinds>,
}

impl Types<'_> {
    /// `ty`'s answer for `t` if `kinds` has it.
    fn known(&self, t: u32) -> Option<Ty> {
        let k = self.kinds?;
        let slot = k.slots.as_ref()?.get(t)?;
        k.list.get(slot as usize).copied()
    }

    /// The kind of the type `t` (a vector's component is looked at one level deep).
    fn ty(&self, t: u32) -> Option<Ty> {
        if let Some(known) = self.known(t) {
            return Some(known);
        }
        let (opcode, ops) = self.def(t)?;
        if opcode == op::TypeVector {
            let component = self.scalar(*ops.get(1)?)?;
            return Some(match component {
                Scalar::Other(_) => Ty {
                    scalar: Scalar::Other(op::TypeVector),
                    count: None,
                },
                s => Ty {
                    scalar: s,
                    count: Some(*ops.get(2)?),
                },
            });
        }
        Some(Ty {
            scalar: self.scalar(t)?,
            count: None,
        })
    }

    fn scalar(&self, t: u32) -> Option<Scalar> {
        let (opcode, ops) = self.def(t)?;
        Some(match opcode {
            op::TypeInt => Scalar::Int(*ops.get(1)?),
            op::TypeFloat => Scalar::Float(*ops.get(1)?),
            op::TypeBool => Scalar::Bool,
            op::TypePointer => Scalar::Pointer,
            // (Some extension types are of another class in the grammar: OpTypeAvc*INTEL.)
            o if o != op::TypeForwardPointer
                && grammar::instruction(o).is_some_and(|d| {
                    d.class == "Type-Declaration"
                        || (d.name.starts_with("Type") && !d.has_result_type)
                }) =>
            {
                Scalar::Other(o)
            }
            _ => return None,
        })
    }

    fn def(&self, id: u32) -> Option<(u16, &[u32])> {
        let i = self.index.def(Id(id))?;
        Some((self.m.opcode(i), self.m.operands(i)))
    }

    /// Whether an instruction defines `id` (an id nothing defines is left to the translation,
    /// which reports it where it reads the operand).
    fn defined(&self, id: u32) -> bool {
        self.index.def(Id(id)).is_some()
    }

    /// The type of the value `id`: none when `id` is no value (a type, a label, a function).
    fn type_of_value(&self, id: u32) -> Option<Ty> {
        if let Some(known) = self.kinds.and_then(|k| k.value(id)) {
            return known;
        }
        let i = self.index.def(Id(id))?;
        if self.m.opcode(i) == op::Function {
            return None;
        }
        let t = self.m.result_type(i)?.0;
        // (`kinds` has no OpTypeVoid.)
        if let Some(known) = self.known(t) {
            return Some(known);
        }
        // (A void "value": the result of a call of a function returning void.)
        match self.def(t)? {
            (op::TypeVoid, _) => None,
            _ => self.ty(t),
        }
    }
}

/// Whether `t` is of the class and shape `w` asks for.
fn fits(w: Want, t: Ty) -> bool {
    let class = match (w.class, t.scalar) {
        (C::Any | C::Skip, _) => return true,
        (C::Composite, _) => {
            return t.count.is_some()
                || matches!(
                    t.scalar,
                    Scalar::Other(
                        op::TypeStruct
                            | op::TypeArray
                            | op::TypeRuntimeArray
                            | op::TypeMatrix
                            | op::TypeVector
                            | op::TypeJointMatrixINTEL
                    )
                );
        }
        (C::Int, Scalar::Int(_))
        | (C::Float, Scalar::Float(_))
        | (C::Bool, Scalar::Bool)
        | (C::Numeric, Scalar::Int(_) | Scalar::Float(_))
        | (C::Pointer, Scalar::Pointer)
        | (C::NumericOrPointer, Scalar::Int(_) | Scalar::Float(_) | Scalar::Pointer) => true,
        _ => false,
    };
    class
        && match w.shape {
            S::Scalar => t.count.is_none(),
            S::Vector => t.count.is_some(),
            S::ScalarOrVector => true,
        }
}

/// Whether `t` keeps the tie `tie` with the result type and the operand types.
fn tied(tie: Tie, t: Ty, result: Option<Ty>, operands: &[Option<Ty>]) -> bool {
    let Some(r) = result else {
        // (No result type to compare with: the result's own check reports it.)
        return !matches!(tie, T::Operand(_)) || tied_operand(tie, t, operands);
    };
    if r.is_extension_matrix() || t.is_extension_matrix() {
        return true;
    }
    match tie {
        T::Free => true,
        T::Result => t == r,
        T::ResultCount => t.components() == r.components(),
        T::ResultCountWidth => t.components() == r.components() && t.width() == r.width(),
        T::ResultCountIfVector => t.count.is_none() || t.count == r.count,
        T::Operand(_) => tied_operand(tie, t, operands),
        T::ResultComponent => r.count.is_none() || t.scalar == r.scalar,
        T::ComponentIsResult => t.count.is_none() || (r.count.is_none() && t.scalar == r.scalar),
        T::SameComponent => r.count.is_none() || t.scalar == r.scalar,
    }
}

fn tied_operand(tie: Tie, t: Ty, operands: &[Option<Ty>]) -> bool {
    let T::Operand(k) = tie else { return true };
    // (An operand that is no value is reported as such.)
    operands
        .get(usize::from(k))
        .copied()
        .flatten()
        .is_none_or(|o| o == t)
}

/// The types of the first operands of an instruction, for the ties to them.
#[derive(Default)]
struct Seen {
    types: [Option<Ty>; 4],
    len: usize,
}

impl Seen {
    fn push(&mut self, t: Option<Ty>) {
        if let Some(slot) = self.types.get_mut(self.len) {
            *slot = t;
            self.len += 1;
        }
    }

    fn all(&self) -> &[Option<Ty>] {
        &self.types[..self.len]
    }
}

/// The words of an instruction before its first operand after the result id.
fn first_operand(opcode: u16) -> usize {
    grammar::instruction(opcode).map_or(0, |d| {
        usize::from(d.has_result_type) + usize::from(d.has_result)
    })
}

/// Checks the instruction `opcode` with the operand words `ops` (result type and id first, as
/// in the module) against its signature: `Err` says which operand (or the result) is of a kind
/// the instruction does not take. `OpSpecConstantOp` passes the opcode it computes and its own
/// result type, result id and operands.
pub fn check(
    m: &SpvModule,
    index: &ModuleIndex,
    kinds: &TypeKinds,
    opcode: u16,
    ops: &[u32],
) -> Result<(), String> {
    let types = Types {
        m,
        index,
        kinds: Some(kinds),
    };
    if opcode == op::ExtInst {
        return check_ext_inst(&types, ops);
    }
    let Some(sig) = signature(opcode) else {
        return Ok(());
    };
    let start = first_operand(opcode);
    let result = match sig.result {
        Some(w) => {
            let t = ops.first().and_then(|&t| types.ty(t));
            match t {
                Some(t) if fits(w, t) => Some(t),
                Some(t) => {
                    return Err(format!(
                        "the result type must be {}; it is {}",
                        describe_want(w),
                        t.describe()
                    ));
                }
                None => return Err("the result type is not a type".into()),
            }
        }
        None => None,
    };
    let words = ops.get(start..).unwrap_or(&[]);
    let want_of = |k: usize| sig.operands.get(k).copied().or(sig.rest);
    // The types of the operands (ties to an earlier operand compare with these).
    // (Ties name the first operands only: a few are kept, without allocating.)
    let mut seen = Seen::default();
    for (k, &id) in words.iter().enumerate() {
        let Some(w) = want_of(k) else { break };
        if w.class == C::Skip {
            seen.push(None);
            continue;
        }
        let known = kinds.value(id);
        if known.is_none() && !types.defined(id) {
            // (An id nothing defines: the translation says so when it reads the operand.)
            seen.push(None);
            continue;
        }
        let Some(t) = known.unwrap_or_else(|| types.type_of_value(id)) else {
            return Err(format!("operand {} (%{id}) is not a value", k + 1));
        };
        if !fits(w, t) || !tied(w.tie, t, result, seen.all()) {
            return Err(format!(
                "operand {} (%{id}) must be {}; it is {}",
                k + 1,
                describe_want(w),
                t.describe()
            ));
        }
        seen.push(Some(t));
    }
    match opcode {
        op::VectorShuffle => check_shuffle(result, seen.all(), words.get(2..).unwrap_or(&[])),
        op::FunctionCall => check_call(&types, result, words),
        op::Phi => check_phi(&types, ops.first().and_then(|&t| types.ty(t)), words),
        _ => Ok(()),
    }
}

/// OpVectorShuffle: as many component literals as the result has components, each selecting a
/// component of the two vectors (or 0xFFFFFFFF, undefined).
fn check_shuffle(
    result: Option<Ty>,
    vectors: &[Option<Ty>],
    literals: &[u32],
) -> Result<(), String> {
    let (Some(r), Some(Some(a)), Some(Some(b))) = (result, vectors.first(), vectors.get(1)) else {
        return Ok(());
    };
    if r.components() as usize != literals.len() {
        return Err(format!(
            "{} component literals for a result of {} components",
            literals.len(),
            r.components()
        ));
    }
    let n = u64::from(a.components()) + u64::from(b.components());
    match literals
        .iter()
        .find(|&&c| c != u32::MAX && u64::from(c) >= n)
    {
        Some(c) => Err(format!(
            "component literal {c} selects none of the {n} components of the two vectors"
        )),
        None => Ok(()),
    }
}

/// OpFunctionCall: the callee is an OpFunction; as many arguments as it has parameters, each of
/// its parameter's kind; the result type its return type.
fn check_call(types: &Types<'_>, result: Option<Ty>, words: &[u32]) -> Result<(), String> {
    let Some((&callee, args)) = words.split_first() else {
        return Ok(());
    };
    let fn_ty = match types.def(callee) {
        Some((op::Function, f)) => f.get(3).copied(),
        _ => return Err(format!("the callee %{callee} is not an OpFunction")),
    };
    let Some((op::TypeFunction, f)) = fn_ty.and_then(|t| types.def(t)) else {
        return Err(format!("the callee %{callee} has no function type"));
    };
    let (ret, params) = (f.get(1).copied(), f.get(2..).unwrap_or(&[]));
    if params.len() != args.len() {
        return Err(format!(
            "{} arguments for a function of {} parameters",
            args.len(),
            params.len()
        ));
    }
    if ret.and_then(|t| types.ty(t)) != result {
        return Err("the result type is not the callee's return type".into());
    }
    for (k, (&a, &p)) in args.iter().zip(params).enumerate() {
        if !types.defined(a) {
            continue;
        }
        let (Some(at), Some(pt)) = (types.type_of_value(a), types.ty(p)) else {
            return Err(format!("argument {} (%{a}) is not a value", k + 1));
        };
        if at != pt {
            return Err(format!(
                "argument {} (%{a}) is {}, where the parameter is {}",
                k + 1,
                at.describe(),
                pt.describe()
            ));
        }
    }
    Ok(())
}

/// OpPhi: (variable, parent) pairs, each variable of the result type.
fn check_phi(types: &Types<'_>, result: Option<Ty>, words: &[u32]) -> Result<(), String> {
    let Some(r) = result else {
        return Ok(());
    };
    if words.len() % 2 != 0 {
        return Err("a variable without its parent block".into());
    }
    for pair in words.chunks(2) {
        let (v, parent) = (pair[0], pair[1]);
        if !types.defined(v) {
            continue;
        }
        match types.type_of_value(v) {
            Some(t) if t == r => {}
            Some(t) => {
                return Err(format!(
                    "the variable %{v} is {}, where the result type is {}",
                    t.describe(),
                    r.describe()
                ));
            }
            None => return Err(format!("the variable %{v} is not a value")),
        }
        // (A parent that is no predecessor, or no block at all, is an entry the translation
        // drops, as producers write such phis: spirv-tests/reverse/invalid-but-seen.spvasm.)
        let _ = parent;
    }
    Ok(())
}

/// Whether the literal string in `words` is `name` (compared in place: no allocation).
fn names(words: &[u32], name: &[u8]) -> bool {
    let mut bytes = words.iter().flat_map(|w| w.to_le_bytes());
    name.iter().all(|&b| bytes.next() == Some(b)) && bytes.next() == Some(0)
}

/// OpExtInst of OpenCL.std: each IdRef operand a value. (The binary decoder and
/// `check_required` already hold the operand count to the set's grammar.)
fn check_ext_inst(types: &Types<'_>, ops: &[u32]) -> Result<(), String> {
    let (Some(&set), Some(&number)) = (ops.get(2), ops.get(3)) else {
        return Ok(());
    };
    let Some((op::ExtInstImport, import)) = types.def(set) else {
        return Ok(());
    };
    if !names(import.get(1..).unwrap_or(&[]), b"OpenCL.std") {
        return Ok(());
    }
    let Some(set) = grammar::ext_inst_set("OpenCL.std") else {
        return Ok(());
    };
    let Some(def) = set.instruction(number) else {
        return Ok(());
    };
    let args = ops.get(4..).unwrap_or(&[]);
    for (k, &a) in args.iter().enumerate() {
        let kind = def.operands.get(k).or(def.operands.last()).map(|o| o.kind);
        if kind == Some(grammar::OperandKind::IdRef)
            && types.defined(a)
            && types.type_of_value(a).is_none()
        {
            return Err(format!(
                "operand {} (%{a}) of OpenCL.std {} is not a value",
                k + 1,
                def.name
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv::module::Header;

    /// Every core instruction of the classes the table covers that a Kernel module may use
    /// (no capability, or Kernel) has a signature, but for those checked elsewhere.
    #[test]
    fn table_covers_the_kernel_instructions_of_its_classes() {
        // OpCopyLogical: member-by-member matching in the translation (composite.rs);
        // OpImageTexelPointer and OpQuantizeToF16: image/shader instructions outside Kernel.
        const ELSEWHERE: &[u16] = &[op::CopyLogical, op::ImageTexelPointer, op::QuantizeToF16];
        const CLASSES: &[&str] = &[
            "Arithmetic",
            "Bit",
            "Relational_and_Logical",
            "Conversion",
            "Composite",
            "Memory",
            "Atomic",
        ];
        let kernel = crate::spirv::tables::enums::Capability::Kernel;
        let mut missing = Vec::new();
        for opcode in 0..=u16::MAX {
            let Some(d) = grammar::instruction(opcode) else {
                continue;
            };
            if d.opcode != opcode || !CLASSES.contains(&d.class) || !d.extensions.is_empty() {
                continue;
            }
            let in_kernel = d.capabilities.is_empty() || d.capabilities.contains(&kernel);
            if in_kernel && signature(opcode).is_none() && !ELSEWHERE.contains(&opcode) {
                missing.push(d.name);
            }
        }
        assert!(missing.is_empty(), "no operand-kind signature: {missing:?}");
    }

    /// %1 uint, %2 float, %3 v4float, %4 bool, %5 v4bool; %10 an undef uint, %11 float, %12
    /// v4float, %13 bool; then the instruction.
    fn module(opcode: u16, ops: &[u32]) -> (SpvModule, Vec<u32>) {
        let mut m = SpvModule::new(Header {
            version: 0x10400,
            generator: 0,
            bound: 40,
            schema: 0,
        });
        m.push(op::TypeInt, &[1, 32, 0]);
        m.push(op::TypeFloat, &[2, 32]);
        m.push(op::TypeVector, &[3, 2, 4]);
        m.push(op::TypeBool, &[4]);
        m.push(op::TypeVector, &[5, 4, 4]);
        m.push(op::Undef, &[1, 10]);
        m.push(op::Undef, &[2, 11]);
        m.push(op::Undef, &[3, 12]);
        m.push(op::Undef, &[4, 13]);
        m.push(opcode, ops);
        (m, ops.to_vec())
    }

    fn run(opcode: u16, ops: &[u32]) -> Result<(), String> {
        let (m, ops) = module(opcode, ops);
        let index = m.index();
        check(&m, &index, &TypeKinds::of(&m, &index), opcode, &ops)
    }

    #[test]
    fn rule_kinds() {
        assert_eq!(run(op::FAdd, &[2, 20, 11, 11]), Ok(()));
        assert_eq!(run(op::IAdd, &[1, 20, 10, 10]), Ok(()));
        assert_eq!(run(op::Select, &[3, 20, 13, 12, 12]), Ok(()));
        assert_eq!(run(op::ConvertFToU, &[1, 20, 11]), Ok(()));
        assert_eq!(
            run(op::VectorShuffle, &[3, 20, 12, 12, 0, 7, 1, u32::MAX]),
            Ok(())
        );
        let e = run(op::FNegate, &[1, 20, 10]).unwrap_err();
        assert!(
            e.starts_with("the result type must be a floating-point"),
            "{e}"
        );
        let e = run(op::IAdd, &[1, 20, 10, 11]).unwrap_err();
        assert!(e.starts_with("operand 2 (%11) must be an integer"), "{e}");
        let e = run(op::ConvertFToU, &[1, 20, 12]).unwrap_err();
        assert!(e.contains("as many components"), "{e}");
        let e = run(op::Select, &[2, 20, 13, 11, 10]).unwrap_err();
        assert!(e.starts_with("operand 3 (%10)"), "{e}");
        let e = run(op::VectorShuffle, &[3, 20, 12, 12, 0, 8, 1, 2]).unwrap_err();
        assert!(e.contains("literal 8"), "{e}");
        let e = run(op::Load, &[1, 20, 10]).unwrap_err();
        assert!(e.contains("must be a pointer"), "{e}");
        // A type used as a value.
        let e = run(op::FNegate, &[2, 20, 2]).unwrap_err();
        assert!(e.contains("is not a value"), "{e}");
        // An id nothing defines is left to the translation.
        assert_eq!(run(op::FNegate, &[2, 20, 39]), Ok(()));
    }
}
