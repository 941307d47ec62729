//! Typed handles over `Value`, made only by checked casts: a `Function` is a function, an
//! `Instruction` an instruction, a `GlobalVar` a global variable. The wrappers that LLVM would
//! crash in when given another kind of value (appending a block to a constant, positioning
//! before a global) take these, so the check happens once, where the handle is made.

use super::{Value, ValueKind};

macro_rules! handle {
    ($(#[$doc:meta])* $name:ident, $($kind:ident)|+) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name<'c>(Value<'c>);

        impl<'c> $name<'c> {
            /// The value as this kind of handle, when it is one.
            pub fn of(v: Value<'c>) -> Option<Self> {
                matches!(v.kind(), $(ValueKind::$kind)|+).then_some($name(v))
            }

            /// What LLVM has just made of this kind (a function `LLVMAddFunction` added...): the
            /// wrappers of `src/llvm/` only.
            pub(in crate::llvm) fn made(v: Value<'c>) -> Self {
                debug_assert!(matches!(v.kind(), $(ValueKind::$kind)|+));
                $name(v)
            }

            /// The value.
            pub fn value(self) -> Value<'c> {
                self.0
            }
        }

        impl<'c> From<$name<'c>> for Value<'c> {
            fn from(h: $name<'c>) -> Value<'c> {
                h.0
            }
        }

        impl<'c> std::ops::Deref for $name<'c> {
            type Target = Value<'c>;

            fn deref(&self) -> &Value<'c> {
                &self.0
            }
        }
    };
}

handle!(
    /// A function (definition or declaration).
    Function,
    Function
);
handle!(
    /// An instruction in a block.
    Instruction,
    Instruction
);
handle!(
    /// A global variable.
    GlobalVar,
    GlobalVariable
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llvm::build::IrBuilder;
    use crate::llvm::ir::Context;

    #[test]
    fn handles_are_made_only_of_their_kind() {
        let ctx = Context::new();
        let module = ctx.create_module("m");
        let b = IrBuilder::new(&module);
        let i32t = b.int_type(32);
        let f = b.add_function("f", b.function_type(i32t, &[i32t], false));
        let g = b.add_global(i32t, "g", 0);
        let c = b.const_int(i32t, &[7]);
        // A function is a function, not a global or an instruction; a constant is neither.
        assert_eq!(Function::of(f.value()), Some(f));
        assert_eq!(GlobalVar::of(g.value()), Some(g));
        assert!(GlobalVar::of(f.value()).is_none() && Function::of(g.value()).is_none());
        assert!(Function::of(c).is_none() && Instruction::of(c).is_none());
        // Blocks are appended to functions only; an instruction is one.
        let bb = b.append_block(f, "entry");
        b.position_at_end(bb);
        let p = b.param(f, 0);
        b.ret(Some(p));
        let ret = b.terminator(bb).expect("a terminator");
        assert_eq!(Instruction::of(ret.value()), Some(ret));
        assert!(Instruction::of(p).is_none() && Function::of(p).is_none());
    }
}
