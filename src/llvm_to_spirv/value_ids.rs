//! The SPIR-V id of each LLVM value translated so far, in two tables: the values of the
//! function being translated (instructions and arguments), emptied when the next function
//! begins, and the module's (globals, functions, constants). The function's table stays small
//! enough to stay in cache, where one module-wide table of every instruction would not.

use crate::hash::FastMap;
use crate::llvm::ir::{Value, ValueKind};
use crate::spirv::Id;

#[derive(Default)]
pub struct ValueIds<'c> {
    module: FastMap<Value<'c>, Id>,
    function: FastMap<Value<'c>, Id>,
}

/// Whether `v` belongs to one function (and so to the function's table).
fn is_local(v: Value<'_>) -> bool {
    matches!(v.kind(), ValueKind::Instruction | ValueKind::Argument)
}

impl<'c> ValueIds<'c> {
    fn table(&self, v: Value<'c>) -> &FastMap<Value<'c>, Id> {
        if is_local(v) {
            &self.function
        } else {
            &self.module
        }
    }

    fn table_mut(&mut self, v: Value<'c>) -> &mut FastMap<Value<'c>, Id> {
        if is_local(v) {
            &mut self.function
        } else {
            &mut self.module
        }
    }

    pub fn get(&self, v: &Value<'c>) -> Option<&Id> {
        self.table(*v).get(v)
    }

    pub fn contains_key(&self, v: &Value<'c>) -> bool {
        self.get(v).is_some()
    }

    pub fn insert(&mut self, v: Value<'c>, id: Id) -> Option<Id> {
        self.table_mut(v).insert(v, id)
    }

    pub fn remove(&mut self, v: &Value<'c>) -> Option<Id> {
        self.table_mut(*v).remove(v)
    }

    /// The id of `v`, `fresh()` the first time.
    pub fn get_or_insert_with(&mut self, v: Value<'c>, fresh: impl FnOnce() -> Id) -> Id {
        *self.table_mut(v).entry(v).or_insert_with(fresh)
    }

    /// `get_or_insert_with` of an instruction or argument of the current function (the
    /// caller knows the kind: no need to ask it again).
    pub fn local_or_insert_with(&mut self, v: Value<'c>, fresh: impl FnOnce() -> Id) -> Id {
        *self.function.entry(v).or_insert_with(fresh)
    }

    /// The id of a constant or global (not of an instruction or argument).
    pub fn module_get(&self, v: &Value<'c>) -> Option<&Id> {
        self.module.get(v)
    }

    /// Records the id of a constant or global.
    pub fn module_insert(&mut self, v: Value<'c>, id: Id) {
        self.module.insert(v, id);
    }

    /// Forgets the values of the function translated before (a new function begins). The
    /// table keeps its room unless that is far more than the last function used, so that
    /// emptying it costs in proportion to what was in it.
    pub fn begin_function(&mut self) {
        let len = self.function.len();
        if self.function.capacity() > 8 * len + 64 {
            self.function = FastMap::default();
        } else {
            self.function.clear();
        }
    }
}
