; The OpenCL C builtins that float-semantics.ll's translation reads back as, defined by
; the LLVM intrinsics with their meaning (OpenCL C 3.0, 6.15.2 and 6.4.3), for lli.
define float @_Z4fminff(float %a, float %b) {
  %r = call float @llvm.minnum.f32(float %a, float %b)
  ret float %r
}
define float @_Z4fmaxff(float %a, float %b) {
  %r = call float @llvm.maxnum.f32(float %a, float %b)
  ret float %r
}
define float @_Z5roundf(float %a) {
  %r = call float @llvm.round.f32(float %a)
  ret float %r
}
define float @_Z4rintf(float %a) {
  %r = call float @llvm.rint.f32(float %a)
  ret float %r
}
define i32 @_Z15convert_int_satf(float %a) {
  %r = call i32 @llvm.fptosi.sat.i32.f32(float %a)
  ret i32 %r
}
define i32 @_Z16convert_uint_satf(float %a) {
  %r = call i32 @llvm.fptoui.sat.i32.f32(float %a)
  ret i32 %r
}
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.round.f32(float)
declare float @llvm.rint.f32(float)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)
