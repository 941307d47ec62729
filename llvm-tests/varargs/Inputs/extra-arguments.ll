target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

declare spir_func i32 @pick(i32, ...)

define spir_kernel void @k(i32 addrspace(1)* %out) {
  %p = call spir_func i32 (i32, ...) @pick(i32 3, i32 4)
  store i32 %p, i32 addrspace(1)* %out
  ret void
}
