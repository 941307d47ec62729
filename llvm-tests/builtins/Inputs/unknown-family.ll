; A work-group function that OpenCL C does not have (used by ../unknown-builtin.ll).
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %x) {
entry:
  %r = call spir_func i32 @_Z21work_group_reduce_xori(i32 %x)
  ret void
}

declare spir_func i32 @_Z21work_group_reduce_xori(i32)
