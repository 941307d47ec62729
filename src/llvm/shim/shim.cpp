// C-ABI shim over the parts of the LLVM 14 C++ API that LLVM-C 14 does not expose
// (atomic orderings of fences, sync scopes, fast-math and wrap flags, distinct
// self-referencing metadata nodes, null-safe metadata reading, call details).
//
// Every function is `extern "C"`, prefixed `lsr_`, takes llvm-sys raw handles and never
// asserts: a handle of the wrong kind yields the documented "not applicable" result.
// The Rust declarations live in src/llvm/shim/ffi.rs and must be kept in sync.

#include <cstddef>
#include <cstring>
#include <vector>

#include "llvm-c/Core.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalObject.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/AtomicOrdering.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

// An unbuffered stream that hands every write to a sink (the bitcode writer writes its whole
// buffer in one call).
class SinkStream final : public raw_ostream {
  void (*Sink)(void *, const char *, size_t);
  void *Ctx;
  uint64_t Pos = 0;
  void write_impl(const char *Ptr, size_t Size) override {
    Sink(Ctx, Ptr, Size);
    Pos += Size;
  }
  uint64_t current_pos() const override { return Pos; }

public:
  SinkStream(void (*S)(void *, const char *, size_t), void *C)
      : raw_ostream(/*unbuffered=*/true), Sink(S), Ctx(C) {}
};

Instruction *asInst(LLVMValueRef V) {
  return V ? dyn_cast<Instruction>(unwrap(V)) : nullptr;
}

bool validOrdering(int Ord) {
  switch (Ord) {
  case static_cast<int>(AtomicOrdering::NotAtomic):
  case static_cast<int>(AtomicOrdering::Unordered):
  case static_cast<int>(AtomicOrdering::Monotonic):
  case static_cast<int>(AtomicOrdering::Acquire):
  case static_cast<int>(AtomicOrdering::Release):
  case static_cast<int>(AtomicOrdering::AcquireRelease):
  case static_cast<int>(AtomicOrdering::SequentiallyConsistent):
    return true;
  default:
    return false;
  }
}

// The sync scope of an atomic-capable instruction; false when it has none.
bool getScope(Instruction *I, SyncScope::ID &Out) {
  if (!I)
    return false;
  if (auto *L = dyn_cast<LoadInst>(I)) {
    Out = L->getSyncScopeID();
    return true;
  }
  if (auto *S = dyn_cast<StoreInst>(I)) {
    Out = S->getSyncScopeID();
    return true;
  }
  if (auto *R = dyn_cast<AtomicRMWInst>(I)) {
    Out = R->getSyncScopeID();
    return true;
  }
  if (auto *C = dyn_cast<AtomicCmpXchgInst>(I)) {
    Out = C->getSyncScopeID();
    return true;
  }
  if (auto *F = dyn_cast<FenceInst>(I)) {
    Out = F->getSyncScopeID();
    return true;
  }
  return false;
}

// Bits of the fast-math mask shared with src/llvm/shim/flags.rs.
enum : unsigned {
  FMF_REASSOC = 1u << 0,
  FMF_NNAN = 1u << 1,
  FMF_NINF = 1u << 2,
  FMF_NSZ = 1u << 3,
  FMF_ARCP = 1u << 4,
  FMF_CONTRACT = 1u << 5,
  FMF_AFN = 1u << 6,
};

MDNode *asNode(LLVMMetadataRef MD) {
  return MD ? dyn_cast<MDNode>(unwrap(MD)) : nullptr;
}

NamedMDNode *namedMD(LLVMModuleRef M, const char *Name, size_t Len) {
  if (!M || (!Name && Len))
    return nullptr;
  return unwrap(M)->getNamedMetadata(StringRef(Name, Len));
}

LLVMMetadataRef globalObjectMetadata(LLVMValueRef V, const char *Kind, size_t Len) {
  auto *GO = V ? dyn_cast<GlobalObject>(unwrap(V)) : nullptr;
  if (!GO || (!Kind && Len))
    return nullptr;
  MDNode *N = GO->getMetadata(StringRef(Kind, Len));
  return N ? wrap(N) : nullptr;
}

} // namespace

extern "C" {

// ---- 1. Atomic orderings -------------------------------------------------------------

// llvm::AtomicOrdering as int (the success ordering for cmpxchg); -1 when not applicable.
int lsr_atomic_ordering(LLVMValueRef Inst) {
  Instruction *I = asInst(Inst);
  if (!I)
    return -1;
  if (auto *L = dyn_cast<LoadInst>(I))
    return static_cast<int>(L->getOrdering());
  if (auto *S = dyn_cast<StoreInst>(I))
    return static_cast<int>(S->getOrdering());
  if (auto *R = dyn_cast<AtomicRMWInst>(I))
    return static_cast<int>(R->getOrdering());
  if (auto *F = dyn_cast<FenceInst>(I))
    return static_cast<int>(F->getOrdering());
  if (auto *C = dyn_cast<AtomicCmpXchgInst>(I))
    return static_cast<int>(C->getSuccessOrdering());
  return -1;
}

int lsr_cmpxchg_failure_ordering(LLVMValueRef Inst) {
  if (auto *C = dyn_cast_or_null<AtomicCmpXchgInst>(asInst(Inst)))
    return static_cast<int>(C->getFailureOrdering());
  return -1;
}

// Returns 1 when set, 0 when the instruction has no ordering or `Ord` is not valid.
int lsr_set_atomic_ordering(LLVMValueRef Inst, int Ord) {
  Instruction *I = asInst(Inst);
  if (!I || !validOrdering(Ord))
    return 0;
  auto O = static_cast<AtomicOrdering>(Ord);
  if (auto *L = dyn_cast<LoadInst>(I))
    L->setOrdering(O);
  else if (auto *S = dyn_cast<StoreInst>(I))
    S->setOrdering(O);
  else if (auto *R = dyn_cast<AtomicRMWInst>(I))
    R->setOrdering(O);
  else if (auto *F = dyn_cast<FenceInst>(I))
    F->setOrdering(O);
  else if (auto *C = dyn_cast<AtomicCmpXchgInst>(I))
    C->setSuccessOrdering(O);
  else
    return 0;
  return 1;
}

int lsr_set_cmpxchg_failure_ordering(LLVMValueRef Inst, int Ord) {
  auto *C = dyn_cast_or_null<AtomicCmpXchgInst>(asInst(Inst));
  if (!C || !validOrdering(Ord))
    return 0;
  C->setFailureOrdering(static_cast<AtomicOrdering>(Ord));
  return 1;
}

// ---- 2. Sync scopes ------------------------------------------------------------------

// Copies up to `Len` bytes of the scope name into `Buf` (no NUL added) and returns the
// full length of the name ("" is System); -1 when the instruction has no sync scope.
int lsr_sync_scope_name(LLVMValueRef Inst, char *Buf, size_t Len) {
  Instruction *I = asInst(Inst);
  SyncScope::ID ID;
  if (!getScope(I, ID))
    return -1;
  SmallVector<StringRef, 8> Names;
  I->getContext().getSyncScopeNames(Names);
  if (ID >= Names.size())
    return -1;
  StringRef N = Names[ID];
  if (Buf && Len)
    std::memcpy(Buf, N.data(), N.size() < Len ? N.size() : Len);
  return static_cast<int>(N.size());
}

// Returns 1 when set, 0 when the instruction has no sync scope.
int lsr_set_sync_scope(LLVMValueRef Inst, const char *Name, size_t Len) {
  Instruction *I = asInst(Inst);
  SyncScope::ID Old;
  if (!getScope(I, Old) || (!Name && Len))
    return 0;
  SyncScope::ID ID = I->getContext().getOrInsertSyncScopeID(StringRef(Name, Len));
  if (auto *L = dyn_cast<LoadInst>(I))
    L->setSyncScopeID(ID);
  else if (auto *S = dyn_cast<StoreInst>(I))
    S->setSyncScopeID(ID);
  else if (auto *R = dyn_cast<AtomicRMWInst>(I))
    R->setSyncScopeID(ID);
  else if (auto *C = dyn_cast<AtomicCmpXchgInst>(I))
    C->setSyncScopeID(ID);
  else if (auto *F = dyn_cast<FenceInst>(I))
    F->setSyncScopeID(ID);
  else
    return 0;
  return 1;
}

// ---- 3. Fast-math flags --------------------------------------------------------------

unsigned lsr_fast_math_flags(LLVMValueRef V) {
  if (!V)
    return 0;
  auto *Op = dyn_cast<FPMathOperator>(unwrap(V));
  if (!Op)
    return 0;
  FastMathFlags F = Op->getFastMathFlags();
  unsigned Bits = 0;
  if (F.allowReassoc())
    Bits |= FMF_REASSOC;
  if (F.noNaNs())
    Bits |= FMF_NNAN;
  if (F.noInfs())
    Bits |= FMF_NINF;
  if (F.noSignedZeros())
    Bits |= FMF_NSZ;
  if (F.allowReciprocal())
    Bits |= FMF_ARCP;
  if (F.allowContract())
    Bits |= FMF_CONTRACT;
  if (F.approxFunc())
    Bits |= FMF_AFN;
  return Bits;
}

// Replaces all fast-math flags. Returns 1 when set, 0 when not an FP-math instruction.
int lsr_set_fast_math_flags(LLVMValueRef Inst, unsigned Bits) {
  Instruction *I = asInst(Inst);
  if (!I || !isa<FPMathOperator>(I))
    return 0;
  FastMathFlags F;
  F.setAllowReassoc(Bits & FMF_REASSOC);
  F.setNoNaNs(Bits & FMF_NNAN);
  F.setNoInfs(Bits & FMF_NINF);
  F.setNoSignedZeros(Bits & FMF_NSZ);
  F.setAllowReciprocal(Bits & FMF_ARCP);
  F.setAllowContract(Bits & FMF_CONTRACT);
  F.setApproxFunc(Bits & FMF_AFN);
  I->copyFastMathFlags(F); // setFastMathFlags would OR into the old flags
  return 1;
}

// ---- 4. Wrap / exact flags (instructions and constant expressions) -------------------

int lsr_has_no_signed_wrap(LLVMValueRef V) {
  auto *Op = V ? dyn_cast<OverflowingBinaryOperator>(unwrap(V)) : nullptr;
  return Op && Op->hasNoSignedWrap() ? 1 : 0;
}

int lsr_has_no_unsigned_wrap(LLVMValueRef V) {
  auto *Op = V ? dyn_cast<OverflowingBinaryOperator>(unwrap(V)) : nullptr;
  return Op && Op->hasNoUnsignedWrap() ? 1 : 0;
}

int lsr_is_exact(LLVMValueRef V) {
  auto *Op = V ? dyn_cast<PossiblyExactOperator>(unwrap(V)) : nullptr;
  return Op && Op->isExact() ? 1 : 0;
}

// Setters return 1 when set, 0 when the flag does not apply to the instruction.
int lsr_set_no_signed_wrap(LLVMValueRef Inst, int On) {
  Instruction *I = asInst(Inst);
  if (!I || !isa<OverflowingBinaryOperator>(I))
    return 0;
  I->setHasNoSignedWrap(On != 0);
  return 1;
}

int lsr_set_no_unsigned_wrap(LLVMValueRef Inst, int On) {
  Instruction *I = asInst(Inst);
  if (!I || !isa<OverflowingBinaryOperator>(I))
    return 0;
  I->setHasNoUnsignedWrap(On != 0);
  return 1;
}

int lsr_set_exact(LLVMValueRef Inst, int On) {
  Instruction *I = asInst(Inst);
  if (!I || !isa<PossiblyExactOperator>(I))
    return 0;
  I->setIsExact(On != 0);
  return 1;
}

// ---- 5. Loop metadata ----------------------------------------------------------------

// A distinct node `!{ops...}`, or with `SelfRef` `!{self, ops...}` (the shape of
// `!llvm.loop`). Null entries in `Ops` become null operands.
LLVMMetadataRef lsr_make_distinct_node(LLVMContextRef Ctx, LLVMMetadataRef *Ops, unsigned N,
                                       int SelfRef) {
  if (!Ctx || (!Ops && N))
    return nullptr;
  SmallVector<Metadata *, 8> Elts;
  Elts.reserve(N + 1);
  if (SelfRef)
    Elts.push_back(nullptr);
  for (unsigned K = 0; K < N; ++K)
    Elts.push_back(Ops[K] ? unwrap(Ops[K]) : nullptr);
  MDNode *Node = MDNode::getDistinct(*unwrap(Ctx), Elts);
  if (SelfRef)
    Node->replaceOperandWith(0, Node);
  return wrap(Node);
}

int lsr_is_distinct(LLVMMetadataRef MD) {
  MDNode *Node = asNode(MD);
  return Node && Node->isDistinct() ? 1 : 0;
}

// ---- 6. Metadata reading -------------------------------------------------------------

unsigned lsr_md_num_operands(LLVMMetadataRef MD) {
  MDNode *Node = asNode(MD);
  return Node ? Node->getNumOperands() : 0;
}

// NULL for a null operand, an index out of range, or a non-node.
LLVMMetadataRef lsr_md_operand(LLVMMetadataRef MD, unsigned I) {
  MDNode *Node = asNode(MD);
  if (!Node || I >= Node->getNumOperands())
    return nullptr;
  Metadata *Op = Node->getOperand(I).get();
  return Op ? wrap(Op) : nullptr;
}

// 0 MDString, 1 ValueAsMetadata (constant or local), 2 MDTuple, 3 debug-info node,
// 4 anything else (including NULL).
int lsr_md_kind(LLVMMetadataRef Ref) {
  if (!Ref)
    return 4;
  Metadata *MD = unwrap(Ref);
  if (isa<MDString>(MD))
    return 0;
  if (isa<ValueAsMetadata>(MD))
    return 1;
  if (isa<DINode>(MD) || isa<DILocation>(MD) || isa<DIExpression>(MD) ||
      isa<DIGlobalVariableExpression>(MD) || isa<DIMacroNode>(MD) || isa<DIArgList>(MD))
    return 3;
  if (isa<MDTuple>(MD))
    return 2;
  return 4;
}

// The bytes of an MDString (not NUL-terminated; owned by the context); NULL otherwise.
const char *lsr_md_string(LLVMMetadataRef Ref, size_t *Len) {
  auto *S = Ref ? dyn_cast<MDString>(unwrap(Ref)) : nullptr;
  if (!S) {
    if (Len)
      *Len = 0;
    return nullptr;
  }
  StringRef Str = S->getString();
  if (Len)
    *Len = Str.size();
  return Str.data();
}

LLVMValueRef lsr_md_value(LLVMMetadataRef Ref) {
  auto *V = Ref ? dyn_cast<ValueAsMetadata>(unwrap(Ref)) : nullptr;
  return V ? wrap(V->getValue()) : nullptr;
}

// Attached metadata of the given kind name (e.g. "dbg", "llvm.loop"); NULL when absent.
LLVMMetadataRef lsr_inst_metadata(LLVMValueRef Inst, const char *Kind, size_t Len) {
  Instruction *I = asInst(Inst);
  if (!I || (!Kind && Len))
    return nullptr;
  // Most instructions have no metadata but their location: no kind to look up by name then.
  StringRef K(Kind, Len);
  MDNode *N = K == "dbg"                             ? I->getDebugLoc().getAsMDNode()
              : I->hasMetadataOtherThanDebugLoc() ? I->getMetadata(K)
                                                  : nullptr;
  return N ? wrap(N) : nullptr;
}

LLVMMetadataRef lsr_function_metadata(LLVMValueRef Fn, const char *Kind, size_t Len) {
  if (!Fn || !isa<Function>(unwrap(Fn)))
    return nullptr;
  return globalObjectMetadata(Fn, Kind, Len);
}

LLVMMetadataRef lsr_global_metadata(LLVMValueRef GV, const char *Kind, size_t Len) {
  return globalObjectMetadata(GV, Kind, Len);
}

// The value of string attribute `Key` of a global variable (LLVM-C has no global attributes);
// null with *Len 0 when it is absent or `GV` is not a global variable.
const char *lsr_global_string_attribute(LLVMValueRef GV, const char *Key, size_t KeyLen,
                                        size_t *Len) {
  *Len = 0;
  auto *G = GV ? dyn_cast<GlobalVariable>(unwrap(GV)) : nullptr;
  StringRef K(Key, KeyLen);
  if (!G || !G->hasAttribute(K))
    return nullptr;
  StringRef V = G->getAttribute(K).getValueAsString();
  *Len = V.size();
  // A present attribute with an empty value still answers a non-null pointer.
  return V.data() ? V.data() : "";
}

// Adds string attribute `Key`=`Val` to a global variable; 0 when `GV` is not one.
int lsr_global_add_string_attribute(LLVMValueRef GV, const char *Key, size_t KeyLen,
                                    const char *Val, size_t ValLen) {
  auto *G = GV ? dyn_cast<GlobalVariable>(unwrap(GV)) : nullptr;
  if (!G)
    return 0;
  G->addAttribute(StringRef(Key, KeyLen), StringRef(Val, ValLen));
  return 1;
}

// 0 when the named metadata does not exist.
unsigned lsr_named_md_num_operands(LLVMModuleRef M, const char *Name, size_t Len) {
  NamedMDNode *NMD = namedMD(M, Name, Len);
  return NMD ? NMD->getNumOperands() : 0;
}

LLVMMetadataRef lsr_named_md_operand(LLVMModuleRef M, const char *Name, size_t Len,
                                     unsigned I) {
  NamedMDNode *NMD = namedMD(M, Name, Len);
  if (!NMD || I >= NMD->getNumOperands())
    return nullptr;
  MDNode *N = NMD->getOperand(I);
  return N ? wrap(N) : nullptr;
}

// ---- 8. Calls ------------------------------------------------------------------------

int lsr_call_is_inline_asm(LLVMValueRef Inst) {
  auto *CB = dyn_cast_or_null<CallBase>(asInst(Inst));
  return CB && CB->isInlineAsm() ? 1 : 0;
}

// A text of the inline assembly a call calls: its assembly (Part 0) or its constraints
// (Part 1), not NUL-terminated, owned by the context; NULL when the call calls no inline asm.
const char *lsr_call_inline_asm_text(LLVMValueRef Inst, int Part, size_t *Len) {
  auto *CB = dyn_cast_or_null<CallBase>(asInst(Inst));
  auto *IA = CB ? dyn_cast<InlineAsm>(CB->getCalledOperand()) : nullptr;
  if (!IA) {
    if (Len)
      *Len = 0;
    return nullptr;
  }
  const std::string &Str = Part == 0 ? IA->getAsmString() : IA->getConstraintString();
  if (Len)
    *Len = Str.size();
  return Str.data();
}

// 1 when the inline assembly a call calls has side effects, 0 otherwise.
int lsr_call_inline_asm_side_effects(LLVMValueRef Inst) {
  auto *CB = dyn_cast_or_null<CallBase>(asInst(Inst));
  auto *IA = CB ? dyn_cast<InlineAsm>(CB->getCalledOperand()) : nullptr;
  return IA && IA->hasSideEffects() ? 1 : 0;
}

// The called function with pointer casts stripped; NULL for indirect calls and inline asm.
// The LLVMOpcode of an instruction or constant expression in *Out, and 1; 0 (nothing written)
// for any other value: LLVM-C's kind test and its two opcode queries in one call, as the
// translator asks it of nearly every instruction and operand.
int lsr_value_opcode(LLVMValueRef V, LLVMOpcode *Out) {
  if (!V)
    return 0;
  Value *X = unwrap(V);
  if (isa<Instruction>(X)) {
    *Out = LLVMGetInstructionOpcode(V);
    return 1;
  }
  if (isa<ConstantExpr>(X)) {
    *Out = LLVMGetConstOpcode(V);
    return 1;
  }
  return 0;
}

// The allocas and calls of a function, in order: the first `Cap` of them into `Out`; returns
// how many it has (a caller with a smaller buffer asks again with one that size).
unsigned lsr_allocas_and_calls(LLVMValueRef Fn, LLVMValueRef *Out, unsigned Cap) {
  auto *F = Fn ? dyn_cast<Function>(unwrap(Fn)) : nullptr;
  if (!F)
    return 0;
  unsigned N = 0;
  for (BasicBlock &BB : *F)
    for (Instruction &I : BB)
      if (isa<AllocaInst>(I) || isa<CallBase>(I)) {
        if (N < Cap)
          Out[N] = wrap(&I);
        ++N;
      }
  return N;
}

// What the operands of an instruction (or any other user) hold, as bits: 1 a constant
// expression, 2 a global variable, 4 an aggregate constant (array, struct, vector); 0 for a
// value that is not a user. Passes that look only at such operands skip the rest in one call.
unsigned lsr_operand_classes(LLVMValueRef V) {
  auto *U = V ? dyn_cast<User>(unwrap(V)) : nullptr;
  if (!U)
    return 0;
  unsigned Bits = 0;
  for (Value *O : U->operands()) {
    if (isa<ConstantExpr>(O))
      Bits |= 1;
    else if (isa<GlobalVariable>(O))
      Bits |= 2;
    else if (isa<ConstantAggregate>(O))
      Bits |= 4;
  }
  return Bits;
}

// What the memory operands of a load or store say, in one call: bit 0 volatile, bit 1
// `!nontemporal` attached, and its alignment in *Align; -1 (nothing written) for other values.
int lsr_load_store_info(LLVMValueRef V, unsigned *Align) {
  Instruction *I = asInst(V);
  if (!I)
    return -1;
  bool Volatile;
  if (auto *L = dyn_cast<LoadInst>(I)) {
    Volatile = L->isVolatile();
    *Align = L->getAlign().value();
  } else if (auto *S = dyn_cast<StoreInst>(I)) {
    Volatile = S->isVolatile();
    *Align = S->getAlign().value();
  } else {
    return -1;
  }
  bool Nontemporal =
      I->hasMetadataOtherThanDebugLoc() && I->getMetadata(LLVMContext::MD_nontemporal);
  return (Volatile ? 1 : 0) | (Nontemporal ? 2 : 0);
}

LLVMValueRef lsr_call_callee_function(LLVMValueRef Inst) {
  auto *CB = dyn_cast_or_null<CallBase>(asInst(Inst));
  if (!CB)
    return nullptr;
  Value *Callee = CB->getCalledOperand();
  if (!Callee)
    return nullptr;
  auto *F = dyn_cast<Function>(Callee->stripPointerCasts());
  return F ? wrap(F) : nullptr;
}

// Moves a function to the end of its module's function list (no-op for other values).
void lsr_move_function_to_end(LLVMValueRef Fn) {
  auto *F = dyn_cast_or_null<Function>(unwrap(Fn));
  if (!F || !F->getParent())
    return;
  Module *M = F->getParent();
  F->removeFromParent();
  M->getFunctionList().push_back(F);
}

// ---- Fast paths of the reverse translation (each makes what the LLVM-C calls it replaces
// make, in one step) ----

// A half/float/double constant from its IEEE bits: what bitcasting an integer constant of the
// width makes, without making the integer constant. NULL for other types.
LLVMValueRef lsr_const_real_bits(LLVMTypeRef Ty, uint64_t Bits) {
  Type *T = Ty ? unwrap(Ty) : nullptr;
  if (!T || !(T->isHalfTy() || T->isFloatTy() || T->isDoubleTy()))
    return nullptr;
  unsigned Width = T->getPrimitiveSizeInBits().getFixedSize();
  return wrap(ConstantFP::get(T->getContext(),
                              APFloat(T->getFltSemantics(), APInt(Width, Bits))));
}

// Gives a call without attributes its function's attribute list (the function's own, its
// return's and its parameters'): the list adding them one by one makes. 0 (nothing done) when
// the call has attributes already or the handles are not a call and a function.
int lsr_copy_attributes_to_bare_call(LLVMValueRef Call, LLVMValueRef Fn) {
  auto *CB = dyn_cast_or_null<CallBase>(asInst(Call));
  auto *F = Fn ? dyn_cast<Function>(unwrap(Fn)) : nullptr;
  if (!CB || !F || !CB->getAttributes().isEmpty())
    return 0;
  CB->setAttributes(F->getAttributes());
  return 1;
}

// lsr_copy_attributes_to_bare_call less the function attributes of the enum kinds Kinds
// (0s skipped), removed in one step. 0 as there, or when a kind is not an enum attribute.
int lsr_copy_attributes_to_bare_call_without(LLVMValueRef Call, LLVMValueRef Fn,
                                             const unsigned *Kinds, unsigned N) {
  auto *CB = dyn_cast_or_null<CallBase>(asInst(Call));
  auto *F = Fn ? dyn_cast<Function>(unwrap(Fn)) : nullptr;
  if (!CB || !F || !CB->getAttributes().isEmpty())
    return 0;
  AttributeList AL = F->getAttributes();
  AttributeMask Drop;
  bool Any = false;
  for (unsigned I = 0; I < N; ++I) {
    auto Kind = static_cast<Attribute::AttrKind>(Kinds[I]);
    if (Kinds[I] == 0)
      continue;
    if (!Attribute::isEnumAttrKind(Kind))
      return 0;
    if (AL.hasFnAttr(Kind)) {
      Drop.addAttribute(Kind);
      Any = true;
    }
  }
  CB->setAttributes(Any ? AL.removeFnAttributes(CB->getContext(), Drop) : AL);
  return 1;
}

// Adds enum attributes (without values) at one index of a call (~0U: the call itself), in
// one step. 0 when the handle is not a call or a kind is not an enum attribute.
int lsr_call_add_enum_attributes(LLVMValueRef Call, unsigned Index, const unsigned *Kinds,
                                 unsigned N) {
  auto *CB = dyn_cast_or_null<CallBase>(asInst(Call));
  if (!CB)
    return 0;
  AttrBuilder B(CB->getContext());
  for (unsigned I = 0; I < N; ++I) {
    auto Kind = static_cast<Attribute::AttrKind>(Kinds[I]);
    if (!Attribute::isEnumAttrKind(Kind))
      return 0;
    B.addAttribute(Kind);
  }
  CB->setAttributes(
      CB->getAttributes().addAttributesAtIndex(CB->getContext(), Index, B));
  return 1;
}

// The functions each function of module M names among its instructions' operands, in order
// of first mention, each once, as indices into the module's function list: for each function
// in order, its count and then its indices; handed to Sink in one piece. One walk of the
// instructions; the operands of those that cannot name a function in a valid module are not
// looked at (a load's pointer, a GEP's base and an alloca's size never point to a function:
// a function is unsized; a binary operator's operands and a branch's are no pointers).
void lsr_module_function_refs(LLVMModuleRef Mod,
                              void (*Sink)(void *, const uint32_t *, size_t), void *Ctx) {
  Module *M = Mod ? unwrap(Mod) : nullptr;
  if (!M || !Sink)
    return;
  DenseMap<const Function *, uint32_t> Index;
  for (const Function &F : M->functions())
    Index.try_emplace(&F, static_cast<uint32_t>(Index.size()));
  std::vector<uint32_t> SeenBy(Index.size(), UINT32_MAX);
  std::vector<uint32_t> Out;
  Out.reserve(Index.size() * 2);
  uint32_t FI = 0;
  for (const Function &F : M->functions()) {
    size_t CountAt = Out.size();
    Out.push_back(0);
    uint32_t Count = 0;
    for (const BasicBlock &BB : F)
      for (const Instruction &I : BB) {
        if (isa<LoadInst>(I) || isa<GetElementPtrInst>(I) || isa<AllocaInst>(I) ||
            isa<BinaryOperator>(I) || isa<BranchInst>(I))
          continue;
        for (const Use &U : I.operands()) {
          auto *G = dyn_cast_or_null<Function>(U.get());
          if (!G)
            continue;
          auto It = Index.find(G);
          if (It == Index.end() || SeenBy[It->second] == FI)
            continue;
          SeenBy[It->second] = FI;
          Out.push_back(It->second);
          ++Count;
        }
      }
    Out[CountAt] = Count;
    ++FI;
  }
  Sink(Ctx, Out.data(), Out.size());
}

// Writes module M as bitcode to Sink (what LLVMWriteBitcodeToMemoryBuffer writes, without its
// copies into a string and then a memory buffer).
void lsr_write_bitcode(LLVMModuleRef Mod, void (*Sink)(void *, const char *, size_t),
                       void *Ctx) {
  if (!Mod || !Sink)
    return;
  SinkStream OS(Sink, Ctx);
  WriteBitcodeToFile(*unwrap(Mod), OS);
  OS.flush();
}

// Gives the instructions of block BB after Last (all of them when Last is null) that have no
// debug location and are not phis the location Loc, in one call. 0 (nothing done) when the
// handles are not a block, an instruction of it and a DILocation.
int lsr_locate_instructions_after(LLVMBasicBlockRef BB, LLVMValueRef Last,
                                  LLVMMetadataRef Loc) {
  auto *L = Loc ? dyn_cast<DILocation>(unwrap(Loc)) : nullptr;
  if (!BB || !L)
    return 0;
  BasicBlock *B = unwrap(BB);
  BasicBlock::iterator It = B->begin();
  if (Last) {
    Instruction *I = asInst(Last);
    if (!I || I->getParent() != B)
      return 0;
    It = std::next(I->getIterator());
  }
  for (; It != B->end(); ++It)
    if (!It->getDebugLoc() && !isa<PHINode>(*It))
      It->setDebugLoc(DebugLoc(L));
  return 1;
}

// Gives the calls of function Fn that have no debug location the location Loc (a
// DILocation). 0 (nothing done) when the handles are not a function and a DILocation.
int lsr_locate_unlocated_calls(LLVMValueRef Fn, LLVMMetadataRef Loc) {
  auto *L = Loc ? dyn_cast<DILocation>(unwrap(Loc)) : nullptr;
  auto *F = Fn ? dyn_cast<Function>(unwrap(Fn)) : nullptr;
  if (!F || !L)
    return 0;
  for (BasicBlock &B : *F)
    for (Instruction &I : B)
      if (isa<CallInst>(I) && !I.getDebugLoc())
        I.setDebugLoc(DebugLoc(L));
  return 1;
}

} // extern "C"
