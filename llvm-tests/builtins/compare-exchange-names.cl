// atomic_compare_exchange_* (OpenCL C 2.0 6.13.11.7.5) is a load of *expected, the exchange,
// a store of the old value back to *expected and a comparison that is the result. The values
// are named as llvm-spirv names them: the load "exp", then the exchange under the call's name,
// each uniqued by LLVM's counter of the function (the next number when the name is taken), and
// the comparison takes the call's name.
// RUN: %{builtins-forward}

// SPV-DAG: Name [[EXP:[0-9]+]] "exp"{{ *$}}
// SPV-DAG: Name [[X1:[0-9]+]] "call1"{{ *$}}
// SPV-DAG: Name [[OK1:[0-9]+]] "call"{{ *$}}
// SPV-DAG: Name [[EXP2:[0-9]+]] "exp2"
// SPV-DAG: Name [[X2:[0-9]+]] "call23"
// SPV-DAG: Name [[OK2:[0-9]+]] "call2"{{ *$}}
// SPV-DAG: Name [[EXP4:[0-9]+]] "exp4"
// SPV-DAG: Name [[X3:[0-9]+]] "call45"
// SPV-DAG: Name [[OK3:[0-9]+]] "call4"{{ *$}}
// SPV: Load {{[0-9]+}} [[EXP]]
// SPV-NEXT: AtomicCompareExchange {{[0-9]+}} [[X1]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} [[EXP]]
// SPV-NEXT: Store {{[0-9]+}} [[X1]]
// SPV-NEXT: IEqual {{[0-9]+}} [[OK1]] [[X1]] [[EXP]]
// SPV: Load {{[0-9]+}} [[EXP2]]
// SPV-NEXT: AtomicCompareExchange{{(Weak)?}} {{[0-9]+}} [[X2]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} [[EXP2]]
// SPV-NEXT: Store {{[0-9]+}} [[X2]]
// SPV-NEXT: IEqual {{[0-9]+}} [[OK2]] [[X2]] [[EXP2]]
// SPV: Load {{[0-9]+}} [[EXP4]]
// SPV-NEXT: AtomicCompareExchange {{[0-9]+}} [[X3]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} [[EXP4]]
// SPV-NEXT: Store {{[0-9]+}} [[X3]]
// SPV-NEXT: IEqual {{[0-9]+}} [[OK3]] [[X3]] [[EXP4]]

kernel void exchanges(global atomic_int *a, global int *e, global int *o, global atomic_uint *u) {
  int expected = e[0];
  bool ok = atomic_compare_exchange_strong(a, &expected, 5);
  int ex2 = e[1];
  bool ok2 = atomic_compare_exchange_weak_explicit(a, &ex2, 7, memory_order_relaxed,
                                                   memory_order_relaxed);
  uint ex3 = 1;
  bool ok3 = atomic_compare_exchange_strong(u, &ex3, 9u);
  o[0] = ok + ok2 + ok3 + expected + ex2 + ex3;
}
