// Linked-structure traversal: k-d tree descent with a private stack and a switch, and a stack-machine interpreter.
// Compiled for spir64 and spir at -O0 and -O2: each translation passes spirv-val and is read
// back by llvm-spirv-14 -r and by ours -r into modules the LLVM verifier accepts. At -O2
// instcombine narrows the interpreter's `switch (op >> 4)` on a uchar to a switch on an i4 trunc,
// which becomes a mask of the byte (see forward/narrowed-switch.ll).
// With -g (spir64), the DWARF llc-14 makes of the original and of the round trip is the same.
// RUN: bash %S/../Inputs/program-roundtrip.sh %s %t CL1.2
// RUN: FileCheck %s < %t.spir64.O2.spt
// RUN: FileCheck %s < %t.spir.O0.spt
// RUN: FileCheck %s --check-prefix=O2 < %t.spir.O2.spt

// O2: Name [[T:[0-9]+]] "trunc"
// O2: BitwiseAnd {{[0-9]+}} [[T]] {{[0-9]+}} {{[0-9]+}}
// O2-NEXT: Switch [[T]] {{[0-9]+}} 0 {{[0-9]+}} 1 {{[0-9]+}} 2

// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "kd_range_count"
// CHECK-DAG: EntryPoint 6 {{[0-9]+}} "eval_programs"
// CHECK-DAG: Switch
// CHECK-DAG: TypeArray

typedef struct Node {
  float split;
  int axis; // -1 marks a leaf
  int left, right;
  int first_item, item_count;
} Node;

// Iterative k-d tree descent with an explicit private stack; counts items within a radius.
kernel void kd_range_count(global const Node *nodes, global const float2 *items,
                           global const float2 *queries, float radius, global int *counts) {
  int stack[32];
  int top = 0;
  stack[top++] = 0;
  float2 q = queries[get_global_id(0)];
  int found = 0;
  while (top > 0) {
    Node nd = nodes[stack[--top]];
    switch (nd.axis) {
    case -1:
      for (int k = 0; k < nd.item_count; ++k)
        found += distance(items[nd.first_item + k], q) <= radius;
      break;
    case 0:
    case 1: {
      float coord = nd.axis == 0 ? q.x : q.y;
      if (coord - radius <= nd.split && top < 32)
        stack[top++] = nd.left;
      if (coord + radius > nd.split && top < 32)
        stack[top++] = nd.right;
      break;
    }
    default:
      top = 0;
    }
  }
  counts[get_global_id(0)] = found;
}

// Tiny stack-machine interpreter: opcodes in a buffer, a private operand stack.
kernel void eval_programs(global const uchar *code, global const int *lengths,
                          global const float *consts, global float *results, int max_len) {
  float st[16];
  int sp = 0;
  int id = get_global_id(0);
  global const uchar *pc = code + id * max_len;
  for (int i = 0; i < lengths[id]; ++i) {
    uchar op = pc[i];
    switch (op >> 4) {
    case 0: st[sp++ & 15] = consts[op & 15]; break;
    case 1: --sp; st[(sp - 1) & 15] += st[sp & 15]; break;
    case 2: --sp; st[(sp - 1) & 15] *= st[sp & 15]; break;
    case 3: st[(sp - 1) & 15] = -st[(sp - 1) & 15]; break;
    case 4: st[(sp - 1) & 15] = sqrt(fabs(st[(sp - 1) & 15])); break;
    case 5: --sp; st[(sp - 1) & 15] = fmin(st[(sp - 1) & 15], st[sp & 15]); break;
    default: i = lengths[id];
    }
  }
  results[id] = sp > 0 ? st[(sp - 1) & 15] : NAN;
}
