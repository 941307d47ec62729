; Single-threaded definitions, for lli, of the OpenCL 1.2 atomic builtins on private int and long
; that a SPIR-V OpAtomicLoad/OpAtomicStore reads back as (OpenCL C 1.2 6.12.11 and
; cl_khr_int64_base_atomics: atomic_add and atomic_xchg store the new value and return the old).
; One thread runs them, so plain loads and stores have the same effect.
define i32 @_Z10atomic_addPVii(i32* %p, i32 %v) {
  %old = load i32, i32* %p
  %new = add i32 %old, %v
  store i32 %new, i32* %p
  ret i32 %old
}
define i32 @_Z11atomic_xchgPVii(i32* %p, i32 %v) {
  %old = load i32, i32* %p
  store i32 %v, i32* %p
  ret i32 %old
}
define i64 @_Z8atom_addPVll(i64* %p, i64 %v) {
  %old = load i64, i64* %p
  %new = add i64 %old, %v
  store i64 %new, i64* %p
  ret i64 %old
}
define i64 @_Z9atom_xchgPVll(i64* %p, i64 %v) {
  %old = load i64, i64* %p
  store i64 %v, i64* %p
  ret i64 %old
}
