// FLAGS: -fdebug-macro -gcolumn-info
// Debug-parity input (scripts/debug-parity): the C types, qualifiers, scopes and nodes clang-14
// writes for C: every DIBasicType encoding, pointers, typedefs (also of void), const, volatile,
// restrict, _Atomic, struct, union, enum, bit fields, arrays (variable bounds: nodes.ll), vectors,
// function pointer types, variadic functions, static locals, labels, lexical blocks, macros.
#define PARITY_MACRO 42
#define PARITY_FN(x) ((x) + 1)
#undef PARITY_FN
typedef void void_t;
typedef int int_t;
typedef float float4 __attribute__((ext_vector_type(4)));
struct pt { int x, y; unsigned flag : 3; unsigned wide : 12; struct pt *next; };
union u { int i; float f; char c[4]; };
enum color { RED, GREEN = 5, BLUE = -1 };
typedef struct { double d; } anon_t;
_Bool gb = 1;
signed char gsc = -1;
unsigned char guc = 1;
short gs = 2;
unsigned short gus = 3;
long gl = 4;
unsigned long gul = 5;
long long gll = 6;
float gf = 1.0f;
double gd = 2.0;
_Complex float gcf;
__fp16 *ghp;
const volatile int gcv = 7;
_Atomic int gat;
int garr[3][4];
float4 gvec;
enum color gcol = GREEN;
union u gu;
anon_t ganon;
void_t *gvoid;
int (*gfp)(int);
int variadic(int n, ...) { return n; }
static int helper(int *restrict p, const int_t q) {
  static int counter = 0;
  counter += q;
  return *p + counter + PARITY_MACRO;
}
int vla(int n) {
  int a[4];
  int b[4][3];
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i][0] = i;
  }
  { int inner = a[0]; if (inner) goto out; }
out:
  return a[n - 1] + b[0][0];
}
int use(struct pt *p, union u v, enum color c, float4 w, anon_t a) {
  int local = p->x + v.i + (int)c + (int)w.x + (int)a.d;
  return helper(&local, 1) + variadic(1, 2) + vla(local) + (gfp ? 1 : 0);
}
