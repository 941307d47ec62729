// memory_order and memory_scope arguments known only at run time are mapped to SPIR-V
// semantics and scopes by calls of two helper functions (__translate_ocl_memory_scope and
// __translate_ocl_memory_order, each made once: a switch with one block per value, other
// values taken as memory_scope_device and memory_order_seq_cst). Reverse translation passes
// the helpers' arguments to the _explicit functions again.
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL20
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

// SPV-DAG: Name [[SCOPEF:[0-9]+]] "__translate_ocl_memory_scope"
// SPV-DAG: Name [[ORDERF:[0-9]+]] "__translate_ocl_memory_order"
// SPV-DAG: TypeInt [[I32:[0-9]+]] 32 0
// SPV-DAG: Constant [[I32]] [[C16:[0-9]+]] 16{{ *$}}
// SPV-DAG: Constant [[I32]] [[C8:[0-9]+]] 8{{ *$}}

// SPV: Function
// SPV: FunctionParameter {{[0-9]+}} [[P:[0-9]+]]
// SPV: FunctionParameter [[I32]] [[V:[0-9]+]]
// SPV: FunctionParameter [[I32]] [[ORD:[0-9]+]]
// SPV: FunctionParameter [[I32]] [[SCO:[0-9]+]]
// SPV: FunctionCall [[I32]] [[S:[0-9]+]] [[SCOPEF]] [[SCO]]
// SPV-NEXT: FunctionCall [[I32]] [[O:[0-9]+]] [[ORDERF]] [[ORD]]
// SPV-NEXT: AtomicExchange [[I32]] {{[0-9]+}} [[P]] [[S]] [[O]] [[V]]
// SPV: FunctionCall [[I32]] [[S2:[0-9]+]] [[SCOPEF]] [[SCO]]
// SPV-NEXT: FunctionCall [[I32]] [[O2:[0-9]+]] [[ORDERF]] [[ORD]]
// SPV-NEXT: AtomicStore [[P]] [[S2]] [[O2]] [[V]]
// SPV: FunctionEnd
// SPV: Function [[I32]] [[SCOPEF]]
// SPV: Switch {{[0-9]+}} [[DEV:[0-9]+]] 0 {{[0-9]+}} 1 {{[0-9]+}} 2 [[DEV]] 3 {{[0-9]+}} 4
// SPV: FunctionEnd
// SPV: Function [[I32]] [[ORDERF]]
// SPV: Switch {{[0-9]+}} [[SC:[0-9]+]] 0 {{[0-9]+}} 2 {{[0-9]+}} 3 {{[0-9]+}} 4 [[ACQREL:[0-9]+]] 5 [[SC]]
// SPV: Label [[ACQREL]]
// SPV-NEXT: ReturnValue [[C8]]
// SPV: Label [[SC]]
// SPV-NEXT: ReturnValue [[C16]]

// CL20: define spir_func i32 @swap(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope)
// CL20: call spir_func i32 @_Z24atomic_exchange_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope)
// CL20: call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope)

int swap(volatile atomic_int *p, int v, memory_order order, memory_scope scope) {
  int old = atomic_exchange_explicit(p, v, order, scope);
  atomic_store_explicit(p, v, order, scope);
  return old;
}
