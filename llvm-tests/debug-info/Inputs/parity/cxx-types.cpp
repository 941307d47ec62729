// FLAGS: -x c++ -std=c++17
// Debug-parity input (scripts/debug-parity): the C++ nodes clang-14 writes: classes with
// inheritance (also a virtual base), friends, pointers to members, references (lvalue and rvalue),
// templates (type, value, template template and pack parameters), namespaces, using
// declarations and directives (DIImportedEntity), static members, methods, enum classes,
// nullptr_t.
namespace outer { namespace inner { int nsvar = 1; struct In { int v; }; } }
using namespace outer;
using outer::inner::nsvar;
namespace alias = outer::inner;
class Base { public: int b; int get() { return b; } };
class Other { protected: int o; };
class Derived : public Base, private virtual Other {
  friend class Friend;
  static int count;
  int priv;
public:
  int get() { return priv + o; }
  int &ref() { return priv; }
  int &&rref() { return static_cast<int &&>(priv); }
};
int Derived::count = 3;
class Friend {};
template <typename T, int N, template <typename> class C, typename... Ps> struct Tmpl {
  T data[N];
  C<T> c;
};
template <typename T> struct Box { T t; };
enum class Scoped : short { A, B };
int Derived::*pm = nullptr;
int (Derived::*pmf)() = nullptr;
decltype(nullptr) np;
Tmpl<float, 2, Box, int, char> tm;
alias::In gin;
int use(Derived &d, Scoped s) {
  Derived copy = d;
  auto lam = [&](int k) { return k + copy.get(); };
  return lam(1) + (int)s + tm.c.t + gin.v + nsvar + d.*pm;
}
