#!/usr/bin/env bash
# Regenerates fuzz/seeds/{binary_decode,text_parse}/ from the sources here (clang-14,
# llvm-spirv-14, spirv-as; the release build of llvm-spirv-rs for modules the incumbent cannot
# print as text). Run from anywhere: fuzz/seeds/sources/make-seeds.sh
# (binary_decode/corpus-*.spv are not made here: small modules of the real-code corpus
# (/work/corpus/spv, clang-14 -O2 and llvm-spirv-14), copied as they are and kept.)
set -euo pipefail
SRC="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SEEDS="$SRC/.."
ROOT="$SRC/../../.."
TESTS="$ROOT/spirv-tests"
RS="$ROOT/target/release/llvm-spirv-rs"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
BIN="$SEEDS/binary_decode"
TXT="$SEEDS/text_parse"
mkdir -p "$BIN" "$TXT"

cl() { # NAME OUT [clang args...]
    local name=$1 out=$2
    shift 2
    (cd "$tmp" && "$@" "$name.cl" -o "$out.bc")
    llvm-spirv-14 "${SPV_FLAGS[@]}" "$tmp/$out.bc" -o "$BIN/$out.spv"
}
CC1=(clang-14 -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc)
# Compiled from a copy in $tmp under its bare name, with a fixed compilation directory, so the
# debug-info seeds do not depend on where the repository is.
cp "$SRC"/*.cl "$tmp/"
DBG=(-debug-info-kind=limited -dwarf-version=4 -fdebug-compilation-dir=/seeds)
SPV_FLAGS=()
for k in add control types atomics blocks; do
    cl $k $k "${CC1[@]}"
    cl $k $k-dbg "${CC1[@]}" "${DBG[@]}"
done
for k in control types; do
    cl $k $k-O2 clang-14 -target spir64 -cl-std=CL2.0 -Xclang -finclude-default-header -O2 -c -emit-llvm
done
cl add add32 clang-14 -cc1 -triple spir -cl-std=CL1.2 -finclude-default-header -emit-llvm-bc
SPV_FLAGS=(--spirv-debug-info-version=legacy)
cl add add-legacydbg "${CC1[@]}" "${DBG[@]}"

spirv-as --target-env spv1.0 "$SRC/misc.spvasm" -o "$BIN/spvas-misc.spv"
spirv-as "$TESTS/Inputs/kernel.spvasm" -o "$BIN/spvas-kernel.spv"
spirv-as "$TESTS/roundtrip/switch64.spvasm" -o "$BIN/spvas-switch64.spv"
spirv-as "$TESTS/roundtrip/spvasm-kernel.spvasm" -o "$BIN/spvas-spvasm-kernel.spv"
spirv-as "$TESTS/roundtrip/big-endian.spvasm" -o "$tmp/be.spv"
python3 "$TESTS/Inputs/spvword.py" swap "$tmp/be.spv" "$BIN/spvas-big-endian-be.spv"

for f in "$BIN"/*.spv; do
    b=$(basename "$f" .spv)
    # The incumbent aborts printing the spirv-as modules as text: ours prints those.
    case $b in
        spvas-*) "$RS" -to-text "$f" -o "$TXT/$b.spt" ;;
        *) llvm-spirv-14 -to-text "$f" -o "$TXT/$b.spt" ;;
    esac
done
