#!/usr/bin/env bash
# The SPIRV-Tools assembly round trips of one module (scripts/asm-roundtrip runs them on every
# module of the test suite):
#   asm-roundtrip.sh M.spv PREFIX
# (a) spirv-dis --raw-id M, read by llvm-spirv-rs, is M byte for byte (header from the comments);
# (b) spirv-dis M (friendly names), read by llvm-spirv-rs, is what spirv-as makes of it (from the
#     bound on: spirv-as takes version and generator from its target);
# (c) llvm-spirv-rs --spirv-asm=raw-id M, read by spirv-as --preserve-numeric-ids, is M after
#     the five header words;
# (d) llvm-spirv-rs's text is spirv-dis's, byte for byte: the default form, and --spirv-tools-dis
#     against spirv-dis --no-header --no-indent.
set -eu
M="$1"; T="$2"
spirv-dis --no-color --raw-id "$M" -o "$T.raw.spvasm"
llvm-spirv-rs -to-binary "$T.raw.spvasm" -o "$T.a.spv"
cmp "$M" "$T.a.spv" || { echo "(a) failed: $M"; exit 1; }
spirv-dis --no-color "$M" -o "$T.dis.spvasm"
llvm-spirv-rs -to-binary "$T.dis.spvasm" -o "$T.b.spv"
spirv-as "$T.dis.spvasm" -o "$T.b.as.spv"
cmp <(tail -c +13 "$T.b.spv") <(tail -c +13 "$T.b.as.spv") || { echo "(b) failed: $M"; exit 1; }
llvm-spirv-rs -to-text --spirv-asm=raw-id "$M" -o "$T.ours.spvasm"
spirv-as --preserve-numeric-ids "$T.ours.spvasm" -o "$T.c.spv"
cmp <(tail -c +21 "$M") <(tail -c +21 "$T.c.spv") || { echo "(c) failed: $M"; exit 1; }
llvm-spirv-rs -to-text --spirv-asm "$M" -o "$T.ours.dis.spvasm"
diff "$T.dis.spvasm" "$T.ours.dis.spvasm" || { echo "(d) failed: $M"; exit 1; }
spirv-dis --no-color --no-header --no-indent "$M" -o "$T.inc.spvasm"
llvm-spirv-rs -to-text --spirv-tools-dis "$M" -o "$T.ours.inc.spvasm"
diff "$T.inc.spvasm" "$T.ours.inc.spvasm" || { echo "(d) failed: $M"; exit 1; }
