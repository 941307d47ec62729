#!/usr/bin/env bash
# Shared by llvm-tests/programs/*.cl (real OpenCL programs): the OpenCL C file is compiled by clang-14
# for spir64 and spir at -O0 and -O2; our forward translation of each module must pass spirv-val, be
# read back by the incumbent (llvm-spirv-14 -r) into a module the LLVM verifier accepts, and be read
# back by our own reverse translation into a module the LLVM verifier accepts.  The text form of each
# translation is left in WORK-PREFIX.TRIPLE.LEVEL.spt for the test's FileCheck lines.
# Usage: [LEVELS="O0 O2"] program-roundtrip.sh SOURCE.cl WORK-PREFIX CL-STD [CLANG-OPTION...]
# (LEVELS narrows the optimisation levels for a program with a known failure at one level.)
set -euxo pipefail
src=$1
work=$2
std=$3
shift 3
for triple in spir64 spir; do
  for level in ${LEVELS:-O0 O2}; do
    p=$work.$triple.$level
    clang-14 -cc1 -triple "$triple" "-cl-std=$std" -finclude-default-header -emit-llvm-bc "-$level" "$@" "$src" -o "$p.bc"
    llvm-spirv-rs "$p.bc" -o "$p.spv"
    llvm-spirv-rs "$p.bc" -spirv-text -o "$p.spt"
    spirv-val "$p.spv"
    llvm-spirv-14 -r "$p.spv" -o "$p.inc.bc"
    opt -verify -disable-output "$p.inc.bc"
    llvm-spirv-rs -r "$p.spv" -o "$p.rev.bc"
    opt -verify -disable-output "$p.rev.bc"
  done
done
