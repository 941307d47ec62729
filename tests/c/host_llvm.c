/* A process that uses Debian's libLLVM-14.so and llvm-spirv-rs (which has its own LLVM linked
 * in) side by side:
 *   host_llvm IN.spv OUT.spv
 * Our library turns the SPIR-V into bitcode; the host's LLVM reads it, verifies it, changes
 * it (renames the kernel) and writes bitcode again; our library translates that to SPIR-V.
 * The host's LLVM-C functions must be the host's: were our library to export LLVM's symbols,
 * the dynamic linker would bind the host's calls to our copy (it comes first on the link
 * line), which dladdr shows. Prints "ok" and exits 0 when every check holds. */
#define _GNU_SOURCE
#include "llvm_spirv_rs.h"

#include <dlfcn.h>
#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;

#define CHECK(cond, ...)                                                                     \
  do {                                                                                       \
    if (!(cond)) {                                                                           \
      fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);               \
      fprintf(stderr, __VA_ARGS__);                                                          \
      fputc('\n', stderr);                                                                   \
      failures++;                                                                            \
    }                                                                                        \
  } while (0)

static const char *library_of(void *symbol) {
  Dl_info info;
  if (!symbol || !dladdr(symbol, &info) || !info.dli_fname) return "(unknown)";
  return info.dli_fname;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s IN.spv OUT.spv\n", argv[0]);
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f) return 2;
  static uint8_t in[1 << 20];
  size_t in_len = fread(in, 1, sizeof in, f);
  fclose(f);

  /* The LLVM-C functions this process calls are libLLVM-14's, not ours. */
  const char *from = library_of(dlsym(RTLD_DEFAULT, "LLVMContextCreate"));
  CHECK(strstr(from, "libLLVM-14") != NULL, "LLVMContextCreate comes from %s", from);
  from = library_of((void *)&LLVMParseBitcodeInContext2);
  CHECK(strstr(from, "libLLVM-14") != NULL, "LLVMParseBitcodeInContext2 comes from %s", from);
  from = library_of((void *)&llvm_spirv_rs_forward);
  CHECK(strstr(from, "libllvm_spirv_rs") != NULL, "llvm_spirv_rs_forward comes from %s", from);

  /* Ours: SPIR-V -> bitcode. */
  uint8_t *bc = NULL;
  size_t bc_len = 0;
  char *error = NULL;
  LlvmSpirvRsStatus s = llvm_spirv_rs_reverse(in, in_len, NULL, &bc, &bc_len, &error);
  CHECK(s == LLVM_SPIRV_RS_OK, "reverse: %s", error ? error : "");
  if (s != LLVM_SPIRV_RS_OK) return 1;

  /* The host's: read, verify, rename the kernel, write. */
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRangeCopy((const char *)bc, bc_len, "from-spirv");
  LLVMModuleRef m = NULL;
  CHECK(LLVMParseBitcodeInContext2(ctx, buf, &m) == 0, "host LLVM reads our bitcode");
  LLVMDisposeMemoryBuffer(buf);
  llvm_spirv_rs_free_bytes(bc, bc_len);
  if (!m) return 1;
  char *message = NULL;
  CHECK(LLVMVerifyModule(m, LLVMReturnStatusAction, &message) == 0, "host verifier: %s",
        message ? message : "");
  LLVMDisposeMessage(message);
  LLVMValueRef kernel = LLVMGetNamedFunction(m, "vector_add");
  CHECK(kernel != NULL, "the kernel is there");
  if (kernel) LLVMSetValueName2(kernel, "renamed_by_host", strlen("renamed_by_host"));
  LLVMMemoryBufferRef out = LLVMWriteBitcodeToMemoryBuffer(m);

  /* Ours again: bitcode -> SPIR-V. */
  uint8_t *spv = NULL;
  size_t spv_len = 0;
  s = llvm_spirv_rs_forward((const uint8_t *)LLVMGetBufferStart(out), LLVMGetBufferSize(out),
                            NULL, &spv, &spv_len, &error);
  CHECK(s == LLVM_SPIRV_RS_OK, "forward: %s", error ? error : "");
  LLVMDisposeMemoryBuffer(out);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  if (s == LLVM_SPIRV_RS_OK) {
    int named = 0;
    for (size_t i = 0; i + 15 <= spv_len; i++)
      if (memcmp(spv + i, "renamed_by_host", 15) == 0) named = 1;
    CHECK(named, "the host's change is in the SPIR-V");
    FILE *o = fopen(argv[2], "wb");
    CHECK(o && fwrite(spv, 1, spv_len, o) == spv_len, "write %s", argv[2]);
    if (o) fclose(o);
    llvm_spirv_rs_free_bytes(spv, spv_len);
  }
  if (failures) return 1;
  puts("ok");
  return 0;
}
