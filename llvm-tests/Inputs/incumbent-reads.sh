#!/usr/bin/env bash
# A real consumer reads our output: each SPIR-V module given is translated back to LLVM IR by the
# incumbent (llvm-spirv-14 -r, next to the module as MODULE.inc.bc) and the result must pass the
# LLVM verifier. Extra reverse options (e.g. --spirv-target-env=CL2.0) may precede the modules.
# Usage: incumbent-reads.sh [-OPTION...] MODULE.spv...
set -euxo pipefail
opts=()
while [[ $# -gt 0 && $1 == -* ]]; do
  opts+=("$1")
  shift
done
for spv in "$@"; do
  llvm-spirv-14 -r "${opts[@]}" "$spv" -o "$spv.inc.bc"
  opt -verify -disable-output "$spv.inc.bc"
done
