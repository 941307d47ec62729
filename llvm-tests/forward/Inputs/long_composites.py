#!/usr/bin/env python3
"""Writes LLVM IR whose types or constants are too long for one SPIR-V instruction.

usage: long_composites.py array|struct N
  array:  a global constant [N x i16] (spir, 32-bit data layout) read by a kernel
  struct: a struct of two pointers and N i8 members passed by a kernel (spir64)
"""
import sys

kind, n = sys.argv[1], int(sys.argv[2])
if kind == "array":
    print('target datalayout = "e-p:32:32-i64:64-n8:16:32:64"')
    print('target triple = "spir-unknown-unknown"')
    values = ", ".join("i16 %d" % (i % 977 + 1) for i in range(n))
    print("@table = addrspace(1) constant [%d x i16] [%s], align 2" % (n, values))
    print("define spir_kernel void @peek(i16 addrspace(1)* %out, i32 %i) {")
    print("  %%p = getelementptr inbounds [%d x i16], [%d x i16] addrspace(1)* @table, i32 0, i32 %%i" % (n, n))
    print("  %v = load i16, i16 addrspace(1)* %p, align 2")
    print("  store i16 %v, i16 addrspace(1)* %out, align 2")
    print("  ret void")
    print("}")
else:
    print('target datalayout = "e-i64:64-n8:16:32:64"')
    print('target triple = "spir64-unknown-unknown"')
    members = ", ".join(["i8"] * n)
    print("%%wide = type { %%wide addrspace(1)*, float addrspace(1)*, %s }" % members)
    print("define spir_kernel void @touch(%wide addrspace(1)* %w) {")
    print("  %f = getelementptr inbounds %wide, %wide addrspace(1)* %w, i64 0, i32 2")
    print("  store i8 7, i8 addrspace(1)* %f, align 1")
    print("  ret void")
    print("}")
