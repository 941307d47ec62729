//! LLVM values: `ValueKind`, `Value` handles (globals, functions, instructions, constants) and
//! `BasicBlock`s, with their safe queries.

use super::*;

/// What a value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    Argument,
    BasicBlock,
    Function,
    GlobalVariable,
    GlobalAlias,
    GlobalIFunc,
    ConstantInt,
    ConstantFP,
    ConstantArray,
    ConstantStruct,
    ConstantVector,
    ConstantDataArray,
    ConstantDataVector,
    ConstantAggregateZero,
    ConstantPointerNull,
    ConstantTokenNone,
    Undef,
    Poison,
    ConstantExpr,
    BlockAddress,
    Instruction,
    InlineAsm,
    Metadata,
    Other,
}

/// An LLVM value: instruction, constant, global, argument, block or metadata-as-value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value<'c> {
    pub(super) raw: LLVMValueRef,
    pub(super) _p: PhantomData<&'c ()>,
}

impl<'c> Value<'c> {
    pub(crate) fn from_raw(raw: LLVMValueRef) -> Self {
        Value {
            raw,
            _p: PhantomData,
        }
    }

    pub(super) fn wrap(raw: LLVMValueRef) -> Option<Self> {
        (!raw.is_null()).then_some(Value {
            raw,
            _p: PhantomData,
        })
    }

    pub fn raw(self) -> LLVMValueRef {
        self.raw
    }

    pub fn kind(self) -> ValueKind {
        use LLVMValueKind::*;
        // SAFETY: the handle is a valid value.
        match unsafe { LLVMGetValueKind(self.raw) } {
            LLVMArgumentValueKind => ValueKind::Argument,
            LLVMBasicBlockValueKind => ValueKind::BasicBlock,
            LLVMFunctionValueKind => ValueKind::Function,
            LLVMGlobalVariableValueKind => ValueKind::GlobalVariable,
            LLVMGlobalAliasValueKind => ValueKind::GlobalAlias,
            LLVMGlobalIFuncValueKind => ValueKind::GlobalIFunc,
            LLVMConstantIntValueKind => ValueKind::ConstantInt,
            LLVMConstantFPValueKind => ValueKind::ConstantFP,
            LLVMConstantArrayValueKind => ValueKind::ConstantArray,
            LLVMConstantStructValueKind => ValueKind::ConstantStruct,
            LLVMConstantVectorValueKind => ValueKind::ConstantVector,
            LLVMConstantDataArrayValueKind => ValueKind::ConstantDataArray,
            LLVMConstantDataVectorValueKind => ValueKind::ConstantDataVector,
            LLVMConstantAggregateZeroValueKind => ValueKind::ConstantAggregateZero,
            LLVMConstantPointerNullValueKind => ValueKind::ConstantPointerNull,
            LLVMConstantTokenNoneValueKind => ValueKind::ConstantTokenNone,
            LLVMUndefValueValueKind => ValueKind::Undef,
            LLVMConstantExprValueKind => ValueKind::ConstantExpr,
            LLVMBlockAddressValueKind => ValueKind::BlockAddress,
            LLVMInstructionValueKind => ValueKind::Instruction,
            LLVMInlineAsmValueKind => ValueKind::InlineAsm,
            LLVMMetadataAsValueValueKind => ValueKind::Metadata,
            // LLVM 14's C API has no kind for poison; it is an UndefValue.
            _ if unsafe { LLVMIsUndef(self.raw) } != 0 => ValueKind::Poison,
            _ => ValueKind::Other,
        }
    }

    pub fn type_of(self) -> Type<'c> {
        // SAFETY: every value has a type.
        Type {
            raw: unsafe { LLVMTypeOf(self.raw) },
            _p: PhantomData,
        }
    }

    /// The value's name (empty when unnamed).
    pub fn name(self) -> &'c [u8] {
        let mut len = 0usize;
        // SAFETY: LLVM returns the name's bytes and length.
        let p = unsafe { LLVMGetValueName2(self.raw, &mut len) };
        cstr_bytes(p, len)
    }

    pub fn name_str(self) -> String {
        String::from_utf8_lossy(self.name()).into_owned()
    }

    /// Operands of a user (instruction, constant expression, aggregate constant). Metadata
    /// operands come back as values of kind `Metadata`.
    pub fn num_operands(self) -> u32 {
        match self.kind() {
            ValueKind::Metadata | ValueKind::BasicBlock | ValueKind::Argument => 0,
            // SAFETY: the value is a User.
            _ => unsafe { LLVMGetNumOperands(self.raw) }.max(0) as u32,
        }
    }

    pub fn operand(self, i: u32) -> Option<Value<'c>> {
        if i >= self.num_operands() {
            return None;
        }
        // SAFETY: index checked against the operand count.
        Value::wrap(unsafe { LLVMGetOperand(self.raw, i) })
    }

    pub fn operands(self) -> impl Iterator<Item = Value<'c>> {
        // The count once, not per operand (this walks every instruction of a module).
        let n = self.num_operands();
        // SAFETY: indices below the operand count.
        (0..n).filter_map(move |i| Value::wrap(unsafe { LLVMGetOperand(self.raw, i) }))
    }

    /// The opcode of an instruction or constant expression.
    pub fn opcode(self) -> Option<Opcode> {
        // SAFETY: the handle is live; the shim checks the kind (one call for both).
        unsafe { super::super::shim::value_opcode(self.raw) }
    }

    /// The instruction after this one in its block.
    pub fn next_instruction(self) -> Option<Value<'c>> {
        if self.kind() != ValueKind::Instruction {
            return None;
        }
        // SAFETY: checked to be an instruction.
        Value::wrap(unsafe { LLVMGetNextInstruction(self.raw) })
    }

    pub fn is_constant(self) -> bool {
        // SAFETY: a plain query.
        unsafe { LLVMIsConstant(self.raw) != 0 }
    }

    /// Zero-extended value of a ConstantInt of at most 64 bits.
    pub fn const_int_zext(self) -> Option<u64> {
        let w = self.type_of().int_width()?;
        // SAFETY: checked to be a ConstantInt.
        (self.kind() == ValueKind::ConstantInt && w <= 64)
            .then(|| unsafe { LLVMConstIntGetZExtValue(self.raw) })
    }

    /// The value of a ConstantInt of any width as 32-bit words, least significant first, as
    /// many as the width needs (`ceil(width / 32)`), the bits above the width zero.
    pub fn const_int_words(self) -> Option<Vec<u32>> {
        let ty = self.type_of();
        let w = ty.int_width()?;
        if self.kind() != ValueKind::ConstantInt {
            return None;
        }
        let n = w.div_ceil(32) as usize;
        let mut words = Vec::with_capacity(n + 1);
        // SAFETY: checked to be a ConstantInt; the shifts and truncations are constant folds
        // of it within its own context, each to a ConstantInt of at most 64 bits.
        unsafe {
            let i64_ty = LLVMInt64TypeInContext(LLVMGetTypeContext(ty.raw));
            for k in 0..w.div_ceil(64) {
                let chunk = if w <= 64 {
                    LLVMConstIntGetZExtValue(self.raw)
                } else {
                    let amount = LLVMConstInt(ty.raw, u64::from(64 * k), 0);
                    let shifted = LLVMConstLShr(self.raw, amount);
                    LLVMConstIntGetZExtValue(LLVMConstTrunc(shifted, i64_ty))
                };
                words.push(chunk as u32);
                words.push((chunk >> 32) as u32);
            }
        }
        words.truncate(n);
        Some(words)
    }

    pub fn const_int_sext(self) -> Option<i64> {
        let w = self.type_of().int_width()?;
        // SAFETY: checked to be a ConstantInt.
        (self.kind() == ValueKind::ConstantInt && w <= 64)
            .then(|| unsafe { LLVMConstIntGetSExtValue(self.raw) })
    }

    /// A floating-point constant as f64 (exact for half, float and double).
    pub fn const_fp(self) -> Option<f64> {
        if self.kind() != ValueKind::ConstantFP {
            return None;
        }
        let mut loses = 0;
        // SAFETY: checked to be a ConstantFP.
        Some(unsafe { LLVMConstRealGetDouble(self.raw, &mut loses) })
    }

    /// Elements of a ConstantDataArray/Vector or aggregate constant.
    pub fn const_element(self, i: u32) -> Option<Value<'c>> {
        match self.kind() {
            ValueKind::ConstantDataArray | ValueKind::ConstantDataVector => {
                // SAFETY: LLVMGetElementAsConstant handles ConstantDataSequential.
                let n = self
                    .type_of()
                    .array_len()
                    .or(self.type_of().vector_len().map(u64::from))?;
                (u64::from(i) < n)
                    .then(|| Value::wrap(unsafe { LLVMGetElementAsConstant(self.raw, i) }))
                    .flatten()
            }
            ValueKind::ConstantArray | ValueKind::ConstantStruct | ValueKind::ConstantVector => {
                self.operand(i)
            }
            _ => None,
        }
    }

    // ---- globals and functions ----

    pub fn initializer(self) -> Option<Value<'c>> {
        // SAFETY: checked to be a global variable.
        (self.kind() == ValueKind::GlobalVariable)
            .then(|| Value::wrap(unsafe { LLVMGetInitializer(self.raw) }))
            .flatten()
    }

    pub fn is_global_constant(self) -> bool {
        // SAFETY: checked to be a global variable.
        self.kind() == ValueKind::GlobalVariable && unsafe { LLVMIsGlobalConstant(self.raw) } != 0
    }

    pub fn linkage(self) -> llvm_sys::LLVMLinkage {
        // SAFETY: callers pass globals; LLVM answers for any GlobalValue.
        unsafe { LLVMGetLinkage(self.raw) }
    }

    /// The values that use this one (an instruction or constant per use).
    pub fn users(self) -> Vec<Value<'c>> {
        let mut out = Vec::new();
        // SAFETY: walking the use list of a live value.
        unsafe {
            let mut u = LLVMGetFirstUse(self.raw);
            while !u.is_null() {
                out.push(Value::from_raw(LLVMGetUser(u)));
                u = LLVMGetNextUse(u);
            }
        }
        out
    }

    /// The function an instruction is in (`None` for other values, or an instruction in no
    /// block).
    pub fn parent_function(self) -> Option<Value<'c>> {
        if self.kind() != ValueKind::Instruction {
            return None;
        }
        // SAFETY: the handle is an instruction; its block (if any) belongs to a function.
        unsafe {
            let bb = LLVMGetInstructionParent(self.raw);
            if bb.is_null() {
                return None;
            }
            Value::wrap(LLVMGetBasicBlockParent(bb))
        }
    }

    /// Whether anything uses the value.
    pub fn has_uses(self) -> bool {
        // SAFETY: any value handle.
        unsafe { !LLVMGetFirstUse(self.raw).is_null() }
    }

    pub fn is_declaration(self) -> bool {
        // SAFETY: valid for global values.
        unsafe { LLVMIsDeclaration(self.raw) != 0 }
    }

    pub fn alignment(self) -> u32 {
        // (The opcode first: nearly every caller asks it of a load or store.)
        match self.opcode() {
            // SAFETY: LLVMGetAlignment supports these instructions.
            Some(
                Opcode::LLVMLoad
                | Opcode::LLVMStore
                | Opcode::LLVMAlloca
                | Opcode::LLVMAtomicRMW
                | Opcode::LLVMAtomicCmpXchg,
            ) => unsafe { LLVMGetAlignment(self.raw) },
            Some(_) => 0,
            None => match self.kind() {
                // SAFETY: LLVMGetAlignment supports global variables and functions.
                ValueKind::GlobalVariable | ValueKind::Function => unsafe {
                    LLVMGetAlignment(self.raw)
                },
                _ => 0,
            },
        }
    }

    /// Calling convention of a function or call.
    pub fn call_conv(self) -> u32 {
        match self.kind() {
            // SAFETY: checked kinds.
            ValueKind::Function => unsafe { LLVMGetFunctionCallConv(self.raw) },
            ValueKind::Instruction if self.opcode() == Some(Opcode::LLVMCall) => unsafe {
                LLVMGetInstructionCallConv(self.raw)
            },
            _ => 0,
        }
    }

    pub fn params(self) -> Vec<Value<'c>> {
        if self.kind() != ValueKind::Function {
            return Vec::new();
        }
        // SAFETY: buffer sized by the count LLVM reports.
        unsafe {
            let n = LLVMCountParams(self.raw);
            let mut v: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetParams(self.raw, v.as_mut_ptr());
            }
            v.into_iter().filter_map(Value::wrap).collect()
        }
    }

    /// The function type of a function (its value type is a pointer to it).
    pub fn function_type(self) -> Option<Type<'c>> {
        (self.kind() == ValueKind::Function)
            .then(|| self.type_of().element())
            .flatten()
    }

    pub fn intrinsic_id(self) -> u32 {
        // SAFETY: checked to be a function.
        if self.kind() == ValueKind::Function {
            unsafe { LLVMGetIntrinsicID(self.raw) }
        } else {
            0
        }
    }

    pub fn basic_blocks(self) -> Vec<BasicBlock<'c>> {
        if self.kind() != ValueKind::Function {
            return Vec::new();
        }
        // SAFETY: iteration over the function's block list.
        let first = unsafe { LLVMGetFirstBasicBlock(self.raw) };
        std::iter::successors(BasicBlock::wrap(first), |b| {
            BasicBlock::wrap(unsafe { LLVMGetNextBasicBlock(b.raw) })
        })
        .collect()
    }

    /// The allocas and calls (of any callee) of a function's body, in order, found in one
    /// query; empty for other values.
    pub fn allocas_and_calls(self) -> Vec<Value<'c>> {
        // SAFETY: the handle is live; the shim answers nothing for values not functions.
        let raw = unsafe { super::super::shim::allocas_and_calls(self.raw) };
        raw.into_iter().map(Value::from_raw).collect()
    }

    /// The direct calls in a function's body, each with the function it calls.
    pub fn direct_calls(self) -> Vec<(Value<'c>, Value<'c>)> {
        let mut calls = Vec::new();
        for bb in self.basic_blocks() {
            for i in bb.instructions() {
                // (The callee first: one query rules out the instructions that are not calls.)
                if let Some(callee) = i.called_function()
                    && i.opcode() == Some(Opcode::LLVMCall)
                {
                    calls.push((i, callee));
                }
            }
        }
        calls
    }

    /// Whether the function has an enum attribute (e.g. "zeroext") at an index
    /// (0 = return, 1.. = parameters, u32::MAX = function).
    pub fn has_enum_attribute(self, index: u32, name: &str) -> bool {
        if self.kind() != ValueKind::Function {
            return false;
        }
        // SAFETY: the name pointer and length describe `name`; the function is valid.
        unsafe {
            let kind = crate::llvm::attr_kinds::enum_kind(name);
            kind != 0 && !LLVMGetEnumAttributeAtIndex(self.raw, index, kind).is_null()
        }
    }

    // ---- instructions ----

    pub fn as_basic_block(self) -> Option<BasicBlock<'c>> {
        // SAFETY: checked to be a basic block value.
        (self.kind() == ValueKind::BasicBlock)
            .then(|| BasicBlock::wrap(unsafe { LLVMValueAsBasicBlock(self.raw) }))
            .flatten()
    }

    pub fn icmp_predicate(self) -> Option<IntPredicate> {
        // SAFETY: LLVM answers for ICmp instructions and constant expressions.
        matches!(self.opcode(), Some(Opcode::LLVMICmp))
            .then(|| unsafe { LLVMGetICmpPredicate(self.raw) })
    }

    pub fn fcmp_predicate(self) -> Option<RealPredicate> {
        // SAFETY: LLVM answers for FCmp instructions and constant expressions.
        matches!(self.opcode(), Some(Opcode::LLVMFCmp))
            .then(|| unsafe { LLVMGetFCmpPredicate(self.raw) })
    }

    pub fn is_volatile(self) -> bool {
        // SAFETY: LLVMGetVolatile handles load/store/rmw/cmpxchg.
        matches!(
            self.opcode(),
            Some(
                Opcode::LLVMLoad
                    | Opcode::LLVMStore
                    | Opcode::LLVMAtomicRMW
                    | Opcode::LLVMAtomicCmpXchg
            ) // (Only instructions have these opcodes.)
        ) && unsafe { LLVMGetVolatile(self.raw) } != 0
    }

    pub fn allocated_type(self) -> Option<Type<'c>> {
        // SAFETY: checked to be an alloca.
        // (Only instructions are allocas.)
        (self.opcode() == Some(Opcode::LLVMAlloca))
            .then(|| Type::wrap(unsafe { LLVMGetAllocatedType(self.raw) }))
            .flatten()
    }

    pub fn is_in_bounds(self) -> bool {
        // SAFETY: LLVMIsInBounds handles GEP instructions and constant expressions.
        self.opcode() == Some(Opcode::LLVMGetElementPtr) && unsafe { LLVMIsInBounds(self.raw) } != 0
    }

    /// Incoming (value, block) pairs of a phi.
    pub fn incoming(self) -> Vec<(Value<'c>, BasicBlock<'c>)> {
        if self.opcode() != Some(Opcode::LLVMPHI) {
            return Vec::new();
        }
        // SAFETY: indices bounded by the incoming count.
        unsafe {
            (0..LLVMCountIncoming(self.raw))
                .filter_map(|i| {
                    Some((
                        Value::wrap(LLVMGetIncomingValue(self.raw, i))?,
                        BasicBlock::wrap(LLVMGetIncomingBlock(self.raw, i))?,
                    ))
                })
                .collect()
        }
    }

    /// Indices of extractvalue / insertvalue.
    pub fn indices(self) -> Vec<u32> {
        if !matches!(
            self.opcode(),
            Some(Opcode::LLVMExtractValue | Opcode::LLVMInsertValue)
        ) {
            return Vec::new();
        }
        // SAFETY: the pointer covers `n` indices.
        unsafe {
            let n = LLVMGetNumIndices(self.raw) as usize;
            let p = LLVMGetIndices(self.raw);
            if p.is_null() {
                Vec::new()
            } else {
                std::slice::from_raw_parts(p, n).to_vec()
            }
        }
    }

    /// The mask of a shufflevector (-1 for undef lanes).
    pub fn shuffle_mask(self) -> Vec<i32> {
        if self.opcode() != Some(Opcode::LLVMShuffleVector) || self.kind() != ValueKind::Instruction
        {
            return Vec::new();
        }
        // SAFETY: indices bounded by the mask length.
        unsafe {
            let n = LLVMGetNumMaskElements(self.raw);
            (0..n).map(|i| LLVMGetMaskValue(self.raw, i)).collect()
        }
    }

    /// The called operand of a call (the last operand).
    pub fn called_value(self) -> Option<Value<'c>> {
        // (Only instructions are calls.)
        if self.opcode() != Some(Opcode::LLVMCall) {
            return None;
        }
        // SAFETY: checked to be a call.
        Value::wrap(unsafe { LLVMGetCalledValue(self.raw) })
    }

    /// Number of call arguments.
    pub fn num_args(self) -> u32 {
        // (Only instructions are calls.)
        if self.opcode() != Some(Opcode::LLVMCall) {
            return 0;
        }
        // SAFETY: checked to be a call.
        unsafe { LLVMGetNumArgOperands(self.raw) }
    }

    pub fn atomic_rmw_op(self) -> Option<llvm_sys::LLVMAtomicRMWBinOp> {
        // SAFETY: checked to be an atomicrmw instruction.
        (self.opcode() == Some(Opcode::LLVMAtomicRMW))
            .then(|| unsafe { LLVMGetAtomicRMWBinOp(self.raw) })
    }

    /// Blocks a terminator branches to.
    pub fn successors(self) -> Vec<BasicBlock<'c>> {
        if self.kind() != ValueKind::Instruction {
            return Vec::new();
        }
        // SAFETY: indices bounded by the successor count.
        unsafe {
            if LLVMIsATerminatorInst(self.raw).is_null() {
                return Vec::new();
            }
            (0..LLVMGetNumSuccessors(self.raw))
                .filter_map(|i| BasicBlock::wrap(LLVMGetSuccessor(self.raw, i)))
                .collect()
        }
    }

    /// The condition of a conditional branch.
    pub fn branch_condition(self) -> Option<Value<'c>> {
        if self.opcode() != Some(Opcode::LLVMBr) {
            return None;
        }
        // SAFETY: checked to be a branch.
        unsafe {
            (LLVMIsConditional(self.raw) != 0)
                .then(|| Value::wrap(LLVMGetCondition(self.raw)))
                .flatten()
        }
    }

    /// The value as LLVM prints it (for messages).
    pub fn display(self) -> String {
        // SAFETY: LLVM returns an owned C string that we dispose of.
        unsafe {
            let p = LLVMPrintValueToString(self.raw);
            let s = CStr::from_ptr(p).to_string_lossy().into_owned();
            LLVMDisposeMessage(p);
            s
        }
    }

    /// For a metadata-as-value: the MDString's bytes, if it is one.
    pub fn md_string(self) -> Option<&'c [u8]> {
        if self.kind() != ValueKind::Metadata {
            return None;
        }
        let mut len = 0u32;
        // SAFETY: LLVMGetMDString answers NULL for anything that is not an MDString.
        let p = unsafe { LLVMGetMDString(self.raw, &mut len) };
        (!p.is_null()).then(|| cstr_bytes(p, len as usize))
    }

    /// For a metadata-as-value holding a node: its operands (null operands as None).
    pub fn md_node_operands(self) -> Vec<Option<Value<'c>>> {
        if self.kind() != ValueKind::Metadata || self.md_string().is_some() {
            return Vec::new();
        }
        // SAFETY: LLVMGetMDNodeNumOperands works on node values; LLVMGetMDNodeOperands fills
        // the buffer (null operands come back as NULL, which we keep as None).
        unsafe {
            let n = LLVMGetMDNodeNumOperands(self.raw);
            let mut v: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); n as usize];
            if n > 0 {
                LLVMGetMDNodeOperands(self.raw, v.as_mut_ptr());
            }
            v.into_iter().map(Value::wrap).collect()
        }
    }
}

/// A basic block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BasicBlock<'c> {
    pub(super) raw: LLVMBasicBlockRef,
    pub(super) _p: PhantomData<&'c ()>,
}

impl<'c> BasicBlock<'c> {
    pub(crate) fn from_raw(raw: LLVMBasicBlockRef) -> Self {
        BasicBlock {
            raw,
            _p: PhantomData,
        }
    }

    pub(super) fn wrap(raw: LLVMBasicBlockRef) -> Option<Self> {
        (!raw.is_null()).then_some(BasicBlock {
            raw,
            _p: PhantomData,
        })
    }

    pub fn raw(self) -> LLVMBasicBlockRef {
        self.raw
    }

    pub fn as_value(self) -> Value<'c> {
        // SAFETY: every block is a value.
        Value {
            raw: unsafe { LLVMBasicBlockAsValue(self.raw) },
            _p: PhantomData,
        }
    }

    pub fn name(self) -> &'c [u8] {
        self.as_value().name()
    }

    pub fn instructions(self) -> impl Iterator<Item = Value<'c>> {
        // SAFETY: iteration over the block's instruction list.
        let first = unsafe { LLVMGetFirstInstruction(self.raw) };
        // (Each item is an instruction of the block: no kind check per step.)
        // SAFETY: `i` is an instruction of this block.
        std::iter::successors(Value::wrap(first), |i| {
            Value::wrap(unsafe { LLVMGetNextInstruction(i.raw) })
        })
    }

    /// The block's last instruction (without walking the block).
    pub fn last_instruction(self) -> Option<Value<'c>> {
        // SAFETY: a plain query on a basic block.
        Value::wrap(unsafe { LLVMGetLastInstruction(self.raw) })
    }
}
