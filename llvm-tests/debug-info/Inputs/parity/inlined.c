// PARITY-FLAGS: --spirv-allow-extra-diexpressions
// FLAGS: -O2 -fdebug-info-for-profiling
// Debug-parity input (scripts/debug-parity): inlining (inlinedAt, lexical blocks of inlined
// scopes) and DILexicalBlockFile discriminators, optimized (dbg.value, DW_OP_* expressions,
// fragments of split aggregates).
struct pair { long a, b; };
static inline __attribute__((always_inline)) int sq(int x) { int y = x * x; return y; }
static inline __attribute__((always_inline)) struct pair mk(long a) { struct pair p = {a, a + 1}; return p; }
int f(int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) { s += sq(v[i]); if (v[i] > 3) s -= sq(i); }
  struct pair p = mk(n);
  return s + (int)p.a + (int)p.b;
}
