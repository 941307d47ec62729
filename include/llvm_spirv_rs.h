/* llvm-spirv-rs: a translator between LLVM IR (LLVM 14) and SPIR-V, as a C library.
 *
 * Generated from src/llvm/c_abi.rs by cbindgen (see cbindgen.toml): do not edit.
 *
 * Link with -lllvm_spirv_rs (the shared library exports only these functions; LLVM is linked
 * into it and hidden, so a process may load another LLVM, e.g. libLLVM-14.so, beside it).
 * Every function may be called from any number of threads at once; nothing is global. */

#ifndef LLVM_SPIRV_RS_H
#define LLVM_SPIRV_RS_H

#include <stddef.h>
#include <stdint.h>

/**
 * What a translating function returns: 0 on success, else the kind of error.
 */
typedef enum LlvmSpirvRsStatus {
  /**
   * Success: `*output` and `*output_len` hold the result.
   */
  LLVM_SPIRV_RS_OK = 0,
  /**
   * Malformed SPIR-V (binary or text).
   */
  LLVM_SPIRV_RS_INVALID_SPIRV = 1,
  /**
   * The input could not be read (e.g. LLVM IR that does not parse), or is of the wrong kind.
   */
  LLVM_SPIRV_RS_INVALID_INPUT = 2,
  /**
   * Bad options.
   */
  LLVM_SPIRV_RS_USAGE = 3,
  /**
   * Something the translator does not translate.
   */
  LLVM_SPIRV_RS_UNSUPPORTED = 4,
  /**
   * An input `llvm-spirv` aborts on (an error here like any other).
   */
  LLVM_SPIRV_RS_FATAL = 5,
  /**
   * A NULL pointer where one is needed, or options that are not UTF-8.
   */
  LLVM_SPIRV_RS_BAD_ARGUMENT = 6,
  /**
   * A failure inside the translator (a bug: please report it with the input).
   */
  LLVM_SPIRV_RS_INTERNAL = 7,
} LlvmSpirvRsStatus;

#ifdef __cplusplus
extern "C" {
#endif // __cplusplus

/**
 * Translates LLVM IR (bitcode or assembly) to SPIR-V (binary, or text with `-spirv-text`).
 *
 * `options` is a NUL-terminated string of command-line options (`"--spirv-ext=+all"`), or
 * NULL for none. On success returns 0 and sets `*output` and `*output_len` to the result,
 * which the caller frees with `llvm_spirv_rs_free_bytes`. On failure returns the kind of
 * error (`LlvmSpirvRsStatus`) and sets `*error` to a NUL-terminated message, which the caller frees with `llvm_spirv_rs_free_error`.
 * `*output`, `*output_len` and `*error` are always set (NULL or 0 when unused).
 *
 * # Safety
 * `input` points to `input_len` readable bytes (it may be NULL when `input_len` is 0);
 * `options` is NULL or NUL-terminated; `output`, `output_len` and `error` point to writable
 * locations.
 */
enum LlvmSpirvRsStatus llvm_spirv_rs_forward(const uint8_t *input,
                                             uintptr_t input_len,
                                             const char *options,
                                             uint8_t **output,
                                             uintptr_t *output_len,
                                             char **error);

/**
 * Translates SPIR-V (binary or the text form) to LLVM IR (bitcode, or assembly with `-S`).
 * Arguments, results and ownership as for `llvm_spirv_rs_forward`; `-r` is implied.
 *
 * # Safety
 * As for `llvm_spirv_rs_forward`.
 */
enum LlvmSpirvRsStatus llvm_spirv_rs_reverse(const uint8_t *input,
                                             uintptr_t input_len,
                                             const char *options,
                                             uint8_t **output,
                                             uintptr_t *output_len,
                                             char **error);

/**
 * Does what `options` ask for, as the command does: a forward translation, `-r`, `-to-text`,
 * `-to-binary`, `-s`, `--spec-const-info`. Arguments, results and ownership as for
 * `llvm_spirv_rs_forward`.
 *
 * # Safety
 * As for `llvm_spirv_rs_forward`.
 */
enum LlvmSpirvRsStatus llvm_spirv_rs_translate(const uint8_t *input,
                                               uintptr_t input_len,
                                               const char *options,
                                               uint8_t **output,
                                               uintptr_t *output_len,
                                               char **error);

/**
 * Frees the bytes a translation returned (`output` and `output_len` as it set them). NULL is
 * ignored.
 *
 * # Safety
 * `bytes` and `len` come from one successful call of this API and are freed once.
 */
void llvm_spirv_rs_free_bytes(uint8_t *bytes, uintptr_t len);

/**
 * Frees an error message a translation returned. NULL is ignored.
 *
 * # Safety
 * `error` comes from one failed call of this API and is freed once.
 */
void llvm_spirv_rs_free_error(char *error);

#ifdef __cplusplus
}  // extern "C"
#endif  // __cplusplus

#endif  /* LLVM_SPIRV_RS_H */
