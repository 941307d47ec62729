#!/bin/sh
# A translator that is wrong on purpose, for tests/differential.rs: it runs the translator named
# by $LLVM_SPIRV_RS_REAL, and its reverse (-r) then turns every floating-point multiplication into
# an addition. scripts/differential must count such a kernel differing even where the kernel also
# has a data race.
set -e
real="$LLVM_SPIRV_RS_REAL"
case " $* " in
*" -r "*) ;;
*) exec "$real" "$@" ;;
esac
out=
prev=
for a in "$@"; do
    if [ "$prev" = "-o" ]; then out="$a"; fi
    prev="$a"
done
right="$out.right.bc"
# The same arguments, but the real translator writes to $right.
set -- "$@" --end--
while [ "$1" != "--end--" ]; do
    a="$1"
    shift
    if [ "$a" = "$out" ]; then a="$right"; fi
    set -- "$@" "$a"
done
shift
"$real" "$@"
llvm-dis-14 "$right" -o - | sed 's/= fmul /= fadd /' | llvm-as-14 -o "$out"
rm -f "$right"
