/* Translates a kernel both ways through the C API (include/llvm_spirv_rs.h), in memory:
 *   translate IN.spv OUT.bc OUT.spv
 * SPIR-V in, LLVM bitcode out (-r), that bitcode back to SPIR-V; the LLVM assembly and the
 * SPIR-V text form of the same; and the errors of bad input and bad options, each checked.
 * Prints "ok" and exits 0 when every check holds (tests/capi.rs runs it). */
#include "llvm_spirv_rs.h"

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

static unsigned char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *bytes = malloc(n > 0 ? (size_t)n : 1);
  *len = fread(bytes, 1, (size_t)n, f);
  fclose(f);
  return bytes;
}

static void write_file(const char *path, const uint8_t *bytes, size_t len) {
  FILE *f = fopen(path, "wb");
  CHECK(f && fwrite(bytes, 1, len, f) == len, "cannot write %s", path);
  if (f) fclose(f);
}

static int has(const uint8_t *bytes, size_t len, const char *what) {
  size_t n = strlen(what);
  for (size_t i = 0; i + n <= len; i++)
    if (memcmp(bytes + i, what, n) == 0) return 1;
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s IN.spv OUT.bc OUT.spv\n", argv[0]);
    return 2;
  }
  size_t in_len = 0;
  unsigned char *in = read_file(argv[1], &in_len);
  if (!in) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  uint8_t *bc = NULL, *spv = NULL, *text = NULL;
  size_t bc_len = 0, spv_len = 0, text_len = 0;
  char *error = NULL;

  /* SPIR-V -> LLVM bitcode. */
  LlvmSpirvRsStatus s = llvm_spirv_rs_reverse(in, in_len, NULL, &bc, &bc_len, &error);
  CHECK(s == LLVM_SPIRV_RS_OK, "reverse: %d %s", (int)s, error ? error : "");
  CHECK(error == NULL, "no error message on success");
  CHECK(bc_len > 4 && memcmp(bc, "BC\xC0\xDE", 4) == 0, "reverse gives bitcode");
  if (s == LLVM_SPIRV_RS_OK) write_file(argv[2], bc, bc_len);

  /* LLVM bitcode -> SPIR-V, with options in the command line's syntax. */
  s = llvm_spirv_rs_forward(bc, bc_len, "--spirv-max-version=1.2 -spirv-ext=+all", &spv, &spv_len,
                            &error);
  CHECK(s == LLVM_SPIRV_RS_OK, "forward: %d %s", (int)s, error ? error : "");
  CHECK(spv_len >= 20 && spv[0] == 0x03 && spv[1] == 0x02 && spv[2] == 0x23 && spv[3] == 0x07,
        "forward gives a SPIR-V binary");
  CHECK(spv_len >= 8 && spv[6] == 1 && spv[5] <= 2, "version 1.2 at most, as asked");
  if (s == LLVM_SPIRV_RS_OK) write_file(argv[3], spv, spv_len);

  /* The same kernel as LLVM assembly and as the SPIR-V text form. */
  s = llvm_spirv_rs_reverse(spv, spv_len, "-S", &text, &text_len, &error);
  CHECK(s == LLVM_SPIRV_RS_OK, "reverse -S: %s", error ? error : "");
  CHECK(has(text, text_len, "define spir_kernel void @vector_add("), "LLVM assembly of the kernel");
  llvm_spirv_rs_free_bytes(text, text_len);
  s = llvm_spirv_rs_forward(bc, bc_len, "-spirv-text '--spirv-max-version=1.1'", &text, &text_len,
                            &error);
  CHECK(s == LLVM_SPIRV_RS_OK, "forward -spirv-text: %s", error ? error : "");
  CHECK(text_len > 10 && memcmp(text, "119734787 ", 10) == 0, "forward writes the text form");
  llvm_spirv_rs_free_bytes(text, text_len);
  s = llvm_spirv_rs_translate(spv, spv_len, "-to-text", &text, &text_len, &error);
  CHECK(s == LLVM_SPIRV_RS_OK, "-to-text: %s", error ? error : "");
  CHECK(text_len > 10 && memcmp(text, "119734787 ", 10) == 0, "the text form's header");
  CHECK(has(text, text_len, "EntryPoint 6 "), "the kernel's entry point");
  llvm_spirv_rs_free_bytes(text, text_len);

  /* Errors: a message and a status, no output. */
  s = llvm_spirv_rs_forward(bc, bc_len, "--spirv-max-version=9.9", &text, &text_len, &error);
  CHECK(s == LLVM_SPIRV_RS_USAGE, "bad option value: %d", (int)s);
  CHECK(error && strstr(error, "--spirv-max-version"), "message names the option: %s",
        error ? error : "(none)");
  CHECK(text == NULL && text_len == 0, "no output on error");
  llvm_spirv_rs_free_error(error);
  error = NULL;
  static const uint8_t junk[] = {0x03, 0x02, 0x23, 0x07, 0x00, 0x00, 0x01, 0x00, 1, 2, 3, 4};
  s = llvm_spirv_rs_reverse(junk, sizeof junk, NULL, &text, &text_len, &error);
  CHECK(s == LLVM_SPIRV_RS_INVALID_SPIRV, "truncated SPIR-V: %d %s", (int)s, error ? error : "");
  CHECK(error && strstr(error, "Invalid SPIR-V binary"), "message: %s", error ? error : "(none)");
  llvm_spirv_rs_free_error(error);
  error = NULL;
  s = llvm_spirv_rs_forward(in, in_len, NULL, &text, &text_len, &error);
  CHECK(s != LLVM_SPIRV_RS_OK && error && strstr(error, "a SPIR-V binary, not LLVM IR"),
        "SPIR-V given to forward: %s", error ? error : "(none)");
  llvm_spirv_rs_free_error(error);
  error = NULL;
  s = llvm_spirv_rs_forward(bc, bc_len, "-o out.spv", &text, &text_len, &error);
  CHECK(s == LLVM_SPIRV_RS_USAGE, "file names are not options: %d", (int)s);
  llvm_spirv_rs_free_error(error);
  error = NULL;
  s = llvm_spirv_rs_forward(bc, bc_len, NULL, NULL, &text_len, &error);
  CHECK(s == LLVM_SPIRV_RS_BAD_ARGUMENT, "NULL output pointer: %d", (int)s);

  llvm_spirv_rs_free_bytes(bc, bc_len);
  llvm_spirv_rs_free_bytes(spv, spv_len);
  llvm_spirv_rs_free_bytes(NULL, 0);
  llvm_spirv_rs_free_error(NULL);
  free(in);
  if (failures) return 1;
  puts("ok");
  return 0;
}
