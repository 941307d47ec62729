//! Function bodies: `OpFunction` … `OpFunctionEnd`, parameters, labels and the instructions of
//! the open function.

use super::*;

impl ModuleBuilder {
    // ----- functions -----

    /// Starts a function: `OpFunction` with a `FunctionControl` mask and its `OpTypeFunction`.
    pub fn begin_function(&mut self, result_type: Id, control: u32, fn_type: Id) -> Id {
        let id = self.fresh_id();
        self.begin_function_with_id(id, result_type, control, fn_type);
        id
    }

    /// `begin_function` with an id allocated earlier by `fresh_id` (so that calls built before
    /// the function can name it).
    pub fn begin_function_with_id(&mut self, id: Id, result_type: Id, control: u32, fn_type: Id) {
        if self.open_function.is_some() {
            self.note_misuse(|| "begin_function inside a function".into());
            self.end_function();
        }
        let mut f = FunctionBuf {
            stream: std::mem::take(&mut self.ended.spare),
            has_body: false,
        };
        push_noted(&mut f.stream, &mut self.reqs, op::Function, |w| {
            w.extend([result_type.0, id.0, control, fn_type.0])
        });
        self.open_function = Some(f);
    }

    /// `OpFunctionParameter` of the open function (before its first block).
    pub fn function_parameter(&mut self, ty: Id) -> Id {
        let id = self.fresh_id();
        self.function_parameter_with_id(id, ty);
        id
    }

    /// `function_parameter` with an id allocated earlier by `fresh_id`.
    pub fn function_parameter_with_id(&mut self, id: Id, ty: Id) {
        if self.open_function().is_some_and(|f| f.has_body) {
            self.note_misuse(|| "function_parameter after the first block".into());
        }
        self.body(op::FunctionParameter, Some(ty), Some(id), &[]);
    }

    /// Starts a block: allocates its id and emits `OpLabel`.
    pub fn label(&mut self) -> Id {
        let id = self.fresh_id();
        self.label_with_id(id);
        id
    }

    /// Starts a block whose id was allocated earlier by `fresh_id` (branches to it may be
    /// built first).
    pub fn label_with_id(&mut self, id: Id) {
        self.body(op::Label, None, Some(id), &[]);
    }

    /// A body instruction of the open function. `operands` exclude the result type and result
    /// id; the result id is allocated (and returned) when the opcode has one.
    pub fn inst(&mut self, opcode: u16, result_type: Option<Id>, operands: &[u32]) -> Option<Id> {
        let id = grammar::instruction(opcode)
            .is_some_and(|d| d.has_result)
            .then(|| self.fresh_id());
        self.body(opcode, result_type, id, operands);
        id
    }

    /// A body instruction whose result id was allocated earlier by `fresh_id` (for values
    /// used before they are defined, as by `OpPhi`).
    pub fn inst_with_id(&mut self, opcode: u16, result_type: Option<Id>, id: Id, operands: &[u32]) {
        if !grammar::instruction(opcode).is_some_and(|d| d.has_result) {
            self.note_misuse(|| format!("inst_with_id: {} has no result", op_name(opcode)));
        }
        self.body(opcode, result_type, Some(id), operands);
    }

    /// A body instruction without a result type or result id.
    pub fn inst_no_result(&mut self, opcode: u16, operands: &[u32]) {
        if grammar::instruction(opcode).is_some_and(|d| d.has_result) {
            self.note_misuse(|| format!("inst_no_result: {} has a result", op_name(opcode)));
        }
        self.body(opcode, None, None, operands);
    }

    /// Ends the open function with `OpFunctionEnd`.
    pub fn end_function(&mut self) {
        let Some(f) = self.open_function.take() else {
            self.note_misuse(|| "end_function outside a function".into());
            return;
        };
        let mut f = f;
        push_noted(&mut f.stream, &mut self.reqs, op::FunctionEnd, |_| {});
        let ended = &mut self.ended;
        let words = if f.has_body {
            &mut ended.definitions
        } else {
            &mut ended.declarations
        };
        for (opcode, ops) in f.stream.iter() {
            if ops.len() > MAX_OPERAND_WORDS {
                if self.misuse.is_none() {
                    self.misuse = Some(too_long(opcode, ops.len()));
                }
                continue;
            }
            if RETIRED.iter().any(|&(old, ..)| old == opcode) {
                ended.retired.push((f.has_body, words.len()));
            }
            words.push(((ops.len() as u32 + 1) << 16) | u32::from(opcode));
            words.extend_from_slice(ops);
        }
        f.stream.words.clear();
        f.stream.insts.clear();
        ended.spare = f.stream;
    }

    pub(super) fn open_function(&self) -> Option<&FunctionBuf> {
        self.open_function.as_ref()
    }

    /// Appends `[result type?, id?, operands...]` to the open function.
    pub(super) fn body(
        &mut self,
        opcode: u16,
        result_type: Option<Id>,
        id: Option<Id>,
        operands: &[u32],
    ) {
        let Some(def) = grammar::instruction(opcode) else {
            self.note_misuse(|| format!("unknown opcode {opcode}"));
            return;
        };
        if def.has_result_type != result_type.is_some() {
            self.note_misuse(|| {
                let needs = if def.has_result_type {
                    "needs"
                } else {
                    "has no"
                };
                format!("Op{} {needs} a result type", def.name)
            });
        }
        if matches!(opcode, op::Function | op::FunctionEnd) {
            self.note_misuse(|| format!("Op{}: use begin_function/end_function", def.name));
        }
        let Some(f) = self.open_function.as_mut() else {
            self.note_misuse(|| format!("Op{} outside a function", def.name));
            return;
        };
        push_noted(&mut f.stream, &mut self.reqs, opcode, |w| {
            w.extend(result_type.map(|t| t.0));
            w.extend(id.map(|i| i.0));
            w.extend_from_slice(operands);
        });
        if opcode == op::Label {
            f.has_body = true;
        }
    }
}
