; A SPV-IR function of no SPIR-V instruction (used by ../unknown-builtin.ll).
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  call spir_func void @_Z19__spirv_NoSuchThingv()
  ret void
}

declare spir_func void @_Z19__spirv_NoSuchThingv()
