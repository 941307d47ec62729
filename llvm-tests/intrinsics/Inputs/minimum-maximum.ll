; llvm.minimum/llvm.maximum as LangRef 14 defines them, for lli (whose x86 back end cannot
; select them): NaN if either operand is NaN; -0.0 is less than +0.0; else the smaller
; (larger) operand.
define float @ref_minimum(float %a, float %b) {
  %nan = fcmp uno float %a, %b
  br i1 %nan, label %isnan, label %ordered
isnan:
  ret float 0x7FF8000000000000
ordered:
  %lt = fcmp olt float %a, %b
  br i1 %lt, label %first, label %notless
first:
  ret float %a
notless:
  %gt = fcmp ogt float %a, %b
  br i1 %gt, label %second, label %equal
second:
  ret float %b
equal:
  ; Equal values, or zeros: the negative one if either is negative.
  %ia = bitcast float %a to i32
  %neg = icmp slt i32 %ia, 0
  %r = select i1 %neg, float %a, float %b
  ret float %r
}
define float @ref_maximum(float %a, float %b) {
  %nan = fcmp uno float %a, %b
  br i1 %nan, label %isnan, label %ordered
isnan:
  ret float 0x7FF8000000000000
ordered:
  %gt = fcmp ogt float %a, %b
  br i1 %gt, label %first, label %notgreater
first:
  ret float %a
notgreater:
  %lt = fcmp olt float %a, %b
  br i1 %lt, label %second, label %equal
second:
  ret float %b
equal:
  ; Equal values, or zeros: the positive one if either is positive.
  %ia = bitcast float %a to i32
  %neg = icmp slt i32 %ia, 0
  %r = select i1 %neg, float %b, float %a
  ret float %r
}
