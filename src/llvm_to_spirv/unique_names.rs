//! The names llvm-spirv gives the temporaries it adds to a function, reproduced.
//!
//! llvm-spirv rewrites some builtin calls into LLVM instructions before writing SPIR-V, and the
//! values it adds get names from the function's LLVM symbol table: a name already taken gets
//! the next number of the table's one counter appended (`TempSampledImage4`), and the
//! rewritten call itself, created while the original still holds its name, takes (and
//! discards) such a number too. Readers see these names in `OpName`s, so they are reproduced
//! here: a per-function model of LLVM's symbol table, filled with the function's names on
//! first use.

use crate::llvm::ir::Value;
use std::collections::HashSet;

/// One function's names and LLVM's uniquing counter (`LastUnique`).
#[derive(Default)]
pub(crate) struct UniqueNames<'c> {
    function: Option<Value<'c>>,
    taken: Option<HashSet<Vec<u8>>>,
    last: u64,
}

impl<'c> UniqueNames<'c> {
    /// The model of function `f`, empty until first used.
    pub fn new(f: Value<'c>) -> Self {
        UniqueNames {
            function: Some(f),
            taken: None,
            last: 0,
        }
    }

    fn taken(&mut self) -> &mut HashSet<Vec<u8>> {
        let function = self.function;
        self.taken.get_or_insert_with(|| {
            let mut set = HashSet::new();
            let Some(f) = function else { return set };
            let mut add = |n: &[u8]| {
                if !n.is_empty() {
                    set.insert(n.to_vec());
                }
            };
            for p in f.params() {
                add(p.name());
            }
            for b in f.basic_blocks() {
                add(b.name());
                for i in b.instructions() {
                    add(i.name());
                }
            }
            set
        })
    }

    /// The name LLVM gives a new value asked to be named `base`: `base` if free, otherwise
    /// `base` followed by the next free number of the counter. The name is then taken.
    pub fn unique(&mut self, base: &str) -> String {
        if base.is_empty() {
            return String::new();
        }
        if self.taken().insert(base.as_bytes().to_vec()) {
            return base.to_string();
        }
        loop {
            self.last += 1;
            let candidate = format!("{base}{}", self.last);
            if self.taken().insert(candidate.clone().into_bytes()) {
                return candidate;
            }
        }
    }

    /// A call rewritten by llvm-spirv: the new call is created under the old one's name, which
    /// is taken, so it costs the counter one unique name (the call gets its name back later).
    pub fn rewritten_call(&mut self, call: Value<'_>) {
        let name = call.name_str();
        if !name.is_empty() {
            self.unique(&name);
        }
    }
}
