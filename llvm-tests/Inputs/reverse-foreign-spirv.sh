#!/usr/bin/env bash
# Shared by llvm-tests/reverse-foreign-spirv/*.cl (modules made by others): the OpenCL C file is compiled by
# clang-14 at -O0 and -O2 and translated by the incumbent (llvm-spirv-14); our reverse translation of
# that SPIR-V in every target environment and builtin format must pass the LLVM verifier, and our
# forward translation of the default reverse must pass spirv-val.
# Usage: reverse-foreign-spirv.sh SOURCE.cl WORK-PREFIX   (writes WORK-PREFIX.O0.rev.bc, ...)
set -euxo pipefail
src=$1
work=$2
for level in O0 O2; do
  p=$work.$level
  clang-14 -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -emit-llvm-bc "-$level" "$src" -o "$p.bc"
  llvm-spirv-14 "$p.bc" -o "$p.spv"
  llvm-spirv-rs -r "$p.spv" -o "$p.rev.bc"
  llvm-spirv-rs -r --spirv-target-env=CL2.0 "$p.spv" -o "$p.CL2.0.bc"
  llvm-spirv-rs -r --spirv-target-env=SPV-IR "$p.spv" -o "$p.SPV-IR.bc"
  llvm-spirv-rs -r --spirv-builtin-format=global --spirv-target-env=SPV-IR "$p.spv" -o "$p.glob.bc"
  for form in rev CL2.0 SPV-IR glob; do
    opt -verify -disable-output "$p.$form.bc"
  done
  llvm-spirv-rs "$p.rev.bc" -o "$p.rt.spv"
  spirv-val "$p.rt.spv"
done
