// String search: naive match with an atomic result counter, Horspool with a private shift table, upper-casing.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts.
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "find_pattern"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "horspool_chunks"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "to_upper"
// CHECK-DAG: AtomicIIncrement
// CHECK-DAG: TypeArray

// Naive pattern search: each work-item tests one start position.
kernel void find_pattern(global const char *text, int text_len, constant char *pattern,
                         int pattern_len, global int *matches, volatile global int *count) {
  int pos = get_global_id(0);
  if (pos + pattern_len > text_len)
    return;
  int k = 0;
  while (k < pattern_len && text[pos + k] == pattern[k])
    ++k;
  if (k == pattern_len) {
    int slot = atomic_inc(count);
    matches[slot] = pos;
  }
}

// Horspool search over one chunk per work-item with a private shift table.
kernel void horspool_chunks(global const uchar *text, int chunk, global const uchar *pat, int m,
                            global int *first) {
  uchar shift[256];
  for (int c = 0; c < 256; ++c)
    shift[c] = (uchar)min(m, 255);
  for (int j = 0; j < m - 1; ++j)
    shift[pat[j]] = (uchar)(m - 1 - j);
  int start = get_global_id(0) * chunk, end = start + chunk;
  int found = -1;
  for (int i = start; i + m <= end && found < 0;) {
    int j = m - 1;
    while (j >= 0 && text[i + j] == pat[j])
      --j;
    if (j < 0)
      found = i;
    else
      i += shift[text[i + m - 1]];
  }
  first[get_global_id(0)] = found;
}

kernel void to_upper(global char *s, int n) {
  int i = get_global_id(0);
  if (i < n && s[i] >= 'a' && s[i] <= 'z')
    s[i] -= 'a' - 'A';
}
