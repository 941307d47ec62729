; Calls `i64 @test(i32, i32)` on every pair of ten interesting values and prints the results
; (used with lli to compare a module with its translation read back by llvm-spirv-14 -r).
declare i64 @test(i32, i32)
declare i32 @printf(i8*, ...)
@fmt = private constant [15 x i8] c"%d %d -> %llx\0A\00"
@vals = private constant [10 x i32] [i32 0, i32 1, i32 -1, i32 2147483647, i32 -2147483648, i32 65536, i32 12345678, i32 -7, i32 33, i32 3]
define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [0, %entry], [%i1, %outer.end]
  br label %inner
inner:
  %j = phi i32 [0, %outer], [%j1, %inner]
  %pa = getelementptr [10 x i32], [10 x i32]* @vals, i32 0, i32 %i
  %pb = getelementptr [10 x i32], [10 x i32]* @vals, i32 0, i32 %j
  %a = load i32, i32* %pa
  %b = load i32, i32* %pb
  %r = call i64 @test(i32 %a, i32 %b)
  %f = getelementptr [15 x i8], [15 x i8]* @fmt, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i64 %r)
  %j1 = add i32 %j, 1
  %cj = icmp slt i32 %j1, 10
  br i1 %cj, label %inner, label %outer.end
outer.end:
  %i1 = add i32 %i, 1
  %ci = icmp slt i32 %i1, 10
  br i1 %ci, label %outer, label %done
done:
  ret i32 0
}
