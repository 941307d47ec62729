// Reading LLVM IR from untrusted bytes without letting LLVM end the process.
//
// LLVM 14's readers call `report_fatal_error` (and `report_bad_alloc_error`) on some malformed
// input (a bad data layout string, a bitcode abbreviation of the wrong kind, a type mismatch in
// a constant table, a size that does not fit memory), and those exit or abort the process
// once their handler returns. This file is built with C++ exceptions (unlike the rest of the
// shim and LLVM itself): while a thread is inside `lsr_parse_ir`, the handlers throw, the
// exception unwinds through LLVM's frames (their unwind tables are there; no destructor of
// theirs runs, so what they held is leaked) and is caught here, and the caller gets an error
// and must never touch the context again (it may be inconsistent). Outside `lsr_parse_ir` the
// handlers do what LLVM does without a handler: print `LLVM ERROR: ...` and end the process.
//
// The handlers are installed once per process (LLVM has one pair, global); they only change
// what happens on a thread that is inside `lsr_parse_ir`.

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

#include "llvm-c/Core.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/AutoUpgrade.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

struct FatalError {
  std::string Message;
};

thread_local int Guarded = 0;

void onFatal(void *, const char *Reason, bool) {
  if (Guarded)
    throw FatalError{Reason ? Reason : "unknown error"};
  std::fprintf(stderr, "LLVM ERROR: %s\n", Reason ? Reason : "");
  // LLVM exits once the handler returns.
}

void onBadAlloc(void *, const char *Reason, bool) {
  if (Guarded)
    throw FatalError{std::string("out of memory") + (Reason ? std::string(": ") + Reason : "")};
  std::fputs("LLVM ERROR: out of memory\n", stderr);
  std::abort();
}

std::once_flag Installed;

// Whether the reader upgraded or remangled an intrinsic declaration of `M` (old bitcode, or a
// struct type renamed on loading into a context that already had one of that name). Read after
// the module's globals are parsed: the reader renames an upgraded declaration to `NAME.old`
// (or leaves it where a call-level upgrade needs no new declaration, which asking again
// tells), and a remangled one keeps its name beside a new declaration that
// `remangleIntrinsicFunction` finds again without changing anything.
bool upgradesIntrinsics(Module &M) {
  for (Function &F : M) {
    StringRef Name = F.getName();
    if (!Name.startswith("llvm."))
      continue;
    if (Name.endswith(".old") || F.getIntrinsicID() == Intrinsic::not_intrinsic)
      return true;
    if (Intrinsic::remangleIntrinsicFunction(&F))
      return true;
  }
  return false;
}

// The debug-info half of what `UpgradeDebugInfo` verifies, without the walk over every
// instruction that the whole-module verifier makes (its own checks of operands, dominance, call
// sites: the part that costs). Gathers, while the functions are materialized, the debug nodes
// the module uses: each function's subprogram, the scopes of its distinct locations, the
// variables, labels and expressions of its debug intrinsics, the globals' attachments; checks
// here what the verifier checks of locations (a local scope, an inlined-at location, the
// subprogram of the function) and of debug intrinsics (a location, operand kinds, one
// subprogram); then runs LLVM's verifier over the nodes gathered, as named metadata of an
// empty module of the same context beside the module's `llvm.dbg.cu`, which visits every node
// they reach with the verifier's own checks. Instructions are checked once per distinct
// location, not once each. Not repeated here: the verifier's checks of fragment expressions
// against their variable's size and of two variables claiming one argument number.
class DebugInfoCheck {
public:
  explicit DebugInfoCheck(Module &M) : M(M) {}

  void function(Function &F) {
    MDNode *Attached = F.getMetadata(LLVMContext::MD_dbg);
    DISubprogram *SP = dyn_cast_or_null<DISubprogram>(Attached);
    if (Attached && !SP)
      fail("function !dbg attachment must be a subprogram");
    else if (SP && !F.isDeclaration() && !SP->isDistinct())
      fail("function definition may only have a distinct !dbg attachment");
    else if (SP)
      Nodes.push_back(SP);
    InFunction.clear();
    const MDNode *Last = nullptr;
    for (BasicBlock &BB : F)
      for (Instruction &I : BB) {
        const MDNode *N = I.getDebugLoc().getAsMDNode();
        if (auto *D = dyn_cast<DbgInfoIntrinsic>(&I))
          intrinsic(*D, N);
        if (!N || N == Last)
          continue;
        Last = N;
        if (Seen.insert(N).second)
          location(N);
        if (SP && InFunction.insert(N).second)
          inFunction(N, SP);
      }
  }

  // True when the debug info is broken (the verifier's messages are on standard error).
  bool broken() {
    if (Broken)
      return true;
    for (GlobalVariable &G : M.globals()) {
      SmallVector<MDNode *, 1> MDs;
      G.getMetadata(LLVMContext::MD_dbg, MDs);
      Nodes.insert(Nodes.end(), MDs.begin(), MDs.end());
    }
    Module Tmp("debug info of " + M.getModuleIdentifier(), M.getContext());
    NamedMDNode *List = Tmp.getOrInsertNamedMetadata("lsr.debug.nodes");
    for (MDNode *N : Nodes)
      List->addOperand(N);
    if (NamedMDNode *CUs = M.getNamedMetadata("llvm.dbg.cu")) {
      NamedMDNode *Copy = Tmp.getOrInsertNamedMetadata("llvm.dbg.cu");
      for (MDNode *N : CUs->operands())
        Copy->addOperand(N);
    }
    bool BrokenDI = false;
    return verifyModule(Tmp, &errs(), &BrokenDI) || BrokenDI;
  }

private:
  void fail(const Twine &Message) {
    errs() << Message << "\n";
    Broken = true;
  }

  // What the verifier checks of a location: a local scope, an inlined-at location, each
  // link of the chain.
  void location(const MDNode *N) {
    const auto *L = dyn_cast<DILocation>(N);
    if (!L)
      return fail("invalid !dbg metadata attachment");
    for (;;) {
      auto *Scope = dyn_cast_or_null<DILocalScope>(L->getRawScope());
      if (!Scope)
        return fail("DILocation's scope must be a DILocalScope");
      Nodes.push_back(Scope);
      Metadata *At = L->getRawInlinedAt();
      if (!At)
        return;
      L = dyn_cast<DILocation>(At);
      if (!L)
        return fail("inlined-at should be a location");
      if (!Seen.insert(L).second)
        return;
    }
  }

  // In a function with a subprogram, the location's outermost scope (where it was inlined
  // to) must be in that subprogram, as the verifier checks.
  void inFunction(const MDNode *N, DISubprogram *SP) {
    const auto *L = dyn_cast<DILocation>(N);
    for (unsigned Depth = 0; L && L->getRawInlinedAt(); ++Depth) {
      if (Depth > Seen.size())
        return; // A cycle: reported by the verifier's walk.
      L = dyn_cast<DILocation>(L->getRawInlinedAt());
    }
    auto *Scope = L ? dyn_cast_or_null<DILocalScope>(L->getRawScope()) : nullptr;
    if (Scope && Scope->getSubprogram() != SP)
      fail("!dbg attachment points at wrong subprogram for function");
  }

  static DISubprogram *subprogramOf(Metadata *Scope) {
    auto *S = dyn_cast_or_null<DILocalScope>(Scope);
    return S ? S->getSubprogram() : nullptr;
  }

  // What the verifier checks of a debug intrinsic: a location, the kinds of its operands, the
  // variable's (label's) subprogram the location's.
  void intrinsic(DbgInfoIntrinsic &D, const MDNode *Loc) {
    auto Md = [&](unsigned I) -> Metadata * {
      if (I >= D.arg_size())
        return nullptr;
      auto *V = dyn_cast<MetadataAsValue>(D.getArgOperand(I));
      return V ? V->getMetadata() : nullptr;
    };
    if (Loc && !isa<DILocation>(Loc))
      return; // Reported as a location.
    if (!Loc)
      return fail("debug intrinsic requires a !dbg attachment");
    auto *L = cast<DILocation>(Loc);
    Metadata *Var;
    if (isa<DbgLabelInst>(D)) {
      Var = Md(0);
      if (!isa_and_nonnull<DILabel>(Var))
        return fail("invalid llvm.dbg.label intrinsic variable");
    } else {
      Metadata *Where = Md(0);
      auto *Empty = dyn_cast_or_null<MDNode>(Where);
      if (!(isa_and_nonnull<ValueAsMetadata>(Where) || isa_and_nonnull<DIArgList>(Where) ||
            (Empty && !Empty->getNumOperands())))
        return fail("invalid llvm.dbg intrinsic address/value");
      Var = Md(1);
      if (!isa_and_nonnull<DILocalVariable>(Var))
        return fail("invalid llvm.dbg intrinsic variable");
      if (!isa_and_nonnull<DIExpression>(Md(2)))
        return fail("invalid llvm.dbg intrinsic expression");
      Nodes.push_back(cast<MDNode>(Md(2)));
    }
    Nodes.push_back(cast<MDNode>(Var));
    Metadata *VarScope = isa<DILabel>(Var) ? cast<DILabel>(Var)->getRawScope()
                                           : cast<DILocalVariable>(Var)->getRawScope();
    DISubprogram *VarSP = subprogramOf(VarScope);
    DISubprogram *LocSP = subprogramOf(L->getRawScope());
    if (VarSP && LocSP && VarSP != LocSP)
      fail("mismatched subprogram between llvm.dbg intrinsic variable and !dbg attachment");
  }

  Module &M;
  std::vector<MDNode *> Nodes;
  DenseSet<const MDNode *> Seen;
  DenseSet<const MDNode *> InFunction;
  bool Broken = false;
};

// The bitcode reader's `materializeModule` without the walk over the whole module that
// `UpgradeDebugInfo` makes: for a module with debug info of the current version it runs the IR
// verifier over everything (to drop debug info that does not verify), otherwise
// `StripDebugInfo` over every instruction. Here the module is read lazily and every function
// materialized in turn (each gets the reader's per-function upgrades there: intrinsic calls,
// function attributes, TBAA, branch weights, subprogram links); then the module-level upgrades
// `materializeModule` makes after its loop (module flags, ARC runtime calls), and debug info of
// another version is stripped with LLVM's warning, as LLVM does. Debug info of the current
// version is verified by `DebugInfoCheck` (its debug-info checks, not the rest of the
// verifier's) and dropped with LLVM's warning when broken, as LLVM does. Like a module without
// debug info, which LLVM never verifies, the rest of the IR is not verified here. A module
// whose intrinsics the reader had to upgrade or remangle (old bitcode) takes LLVM's own path,
// whose clean-up of the old declarations needs
// the reader's private state.
Error materializeFast(Module &M) {
  if (upgradesIntrinsics(M))
    return M.materializeAll();
  if (Error E = M.materializeMetadata())
    return E;
  unsigned Version = getDebugMetadataVersionFromModule(M);
  DebugInfoCheck Check(M);
  for (Function &F : M) {
    if (Error E = F.materialize())
      return E;
    if (Version == DEBUG_METADATA_VERSION)
      Check.function(F);
  }
  if (Version == DEBUG_METADATA_VERSION) {
    if (Check.broken()) {
      // As LLVM does: the debug info is dropped, with its warning.
      DiagnosticInfoIgnoringInvalidDebugMetadata Diag(M);
      M.getContext().diagnose(Diag);
      StripDebugInfo(M);
    }
  } else if (StripDebugInfo(M)) {
    DiagnosticInfoDebugMetadataVersion Diag(M, Version);
    M.getContext().diagnose(Diag);
  }
  UpgradeModuleFlags(M);
  UpgradeARCRuntime(M);
  return Error::success();
}

char *copy(const std::string &S) {
  char *P = static_cast<char *>(std::malloc(S.size() + 1));
  if (P)
    std::memcpy(P, S.c_str(), S.size() + 1);
  return P;
}

} // namespace

extern "C" {

// Parses `Len` bytes of LLVM IR (bitcode when `Bitcode`, else assembly) named `Name` into a new
// module of `Ctx`. Returns 0 and sets `*Out`; 1 with `*Err` (the reader's message) when the
// input is not valid IR; 2 with `*Err` when LLVM hit a fatal error: the context is then unusable
// and must be neither used nor disposed of. `*Err` is freed with `lsr_free`.
int lsr_parse_ir(LLVMContextRef Ctx, const char *Data, size_t Len, const char *Name,
                 size_t NameLen, int Bitcode, LLVMModuleRef *Out, char **Err) {
  std::call_once(Installed, [] {
    install_fatal_error_handler(onFatal, nullptr);
    install_bad_alloc_error_handler(onBadAlloc, nullptr);
  });
  *Out = nullptr;
  *Err = nullptr;
  LLVMContext &C = *unwrap(Ctx);
  // A copy: the assembly parser needs a NUL after the text, the bitcode reader aligned words.
  std::unique_ptr<MemoryBuffer> Copy =
      MemoryBuffer::getMemBufferCopy(StringRef(Data, Len), StringRef(Name, NameLen));
  MemoryBufferRef Buffer = Copy->getMemBufferRef();
  ++Guarded;
  try {
    int Status = 0;
    if (Bitcode) {
      // The module owns the copy from here on (its reader stays with it).
      Expected<std::unique_ptr<Module>> M = getOwningLazyBitcodeModule(std::move(Copy), C);
      Error E = M ? materializeFast(**M) : M.takeError();
      if (!E) {
        *Out = wrap(M->release());
      } else {
        std::string Message;
        handleAllErrors(std::move(E), [&](ErrorInfoBase &I) { Message = I.message(); });
        *Err = copy(Message);
        Status = 1;
      }
    } else {
      SMDiagnostic Diag;
      std::unique_ptr<Module> M = parseIR(Buffer, Diag, C);
      if (M) {
        *Out = wrap(M.release());
      } else {
        std::string Message;
        raw_string_ostream OS(Message);
        Diag.print(nullptr, OS, false);
        OS.flush();
        *Err = copy(Message);
        Status = 1;
      }
    }
    --Guarded;
    return Status;
  } catch (const FatalError &F) {
    --Guarded;
    *Err = copy(F.Message);
    return 2;
  } catch (const std::bad_alloc &) {
    --Guarded;
    *Err = copy("out of memory");
    return 2;
  }
}

void lsr_free(char *P) { std::free(P); }

} // extern "C"
