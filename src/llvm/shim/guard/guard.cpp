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
#include "llvm/Bitcode/BitcodeReader.h"
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
      Expected<std::unique_ptr<Module>> M = parseBitcodeFile(Buffer, C);
      if (M) {
        *Out = wrap(M->release());
      } else {
        std::string Message;
        handleAllErrors(M.takeError(), [&](ErrorInfoBase &E) { Message = E.message(); });
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
