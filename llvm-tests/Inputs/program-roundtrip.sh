#!/usr/bin/env bash
# Shared by llvm-tests/programs/*.cl (real OpenCL programs): the OpenCL C file is compiled by clang-14
# for spir64 and spir at -O0 and -O2; our forward translation of each module must pass spirv-val, be
# read back by the incumbent (llvm-spirv-14 -r) into a module the LLVM verifier accepts, and be read
# back by our own reverse translation into a module the LLVM verifier accepts.  The text form of each
# translation is left in WORK-PREFIX.TRIPLE.LEVEL.spt for the test's FileCheck lines.
# Then debug info: compiled with -g for spir64 at each level, forward (spirv-val), reverse to the
# builtins of CL-STD, and the DWARF llc-14 makes of the original and of the round trip compared
# by debug-info/Inputs/dwarf_compare.py (DIE trees and line rows: the same variables, types,
# subprograms, scopes and lines).
# Usage: [LEVELS="O0 O2"] [DWARF_O0=OPTIONS] [DWARF_O2=OPTIONS] program-roundtrip.sh SOURCE.cl
#        WORK-PREFIX CL-STD [CLANG-OPTION...]
# (LEVELS narrows the optimisation levels for a program with a known failure at one level;
# DWARF_O0/DWARF_O2 are dwarf_compare.py options for a known difference, which the test explains.)
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
here="$(dirname "$0")"
for level in ${LEVELS:-O0 O2}; do
  p=$work.g.$level
  # From the source's directory, as a build compiles it (file name and directory are kept apart;
  # SPIR-V keeps only the whole path).
  (cd "$(dirname "$src")" && clang-14 -cc1 -triple spir64 "-cl-std=$std" -finclude-default-header \
    -emit-llvm-bc "-$level" -debug-info-kind=limited -dwarf-version=4 "$@" "$(basename "$src")" \
    -o "$p.bc")
  llvm-spirv-rs "$p.bc" -o "$p.spv"
  spirv-val "$p.spv"
  llvm-spirv-rs -r "--spirv-target-env=$std" "$p.spv" -o "$p.rev.bc"
  opt -verify -disable-output "$p.rev.bc"
  llc -O0 -mtriple=x86_64-linux -filetype=obj "$p.bc" -o "$p.o"
  llc -O0 -mtriple=x86_64-linux -filetype=obj "$p.rev.bc" -o "$p.rev.o"
  options=DWARF_$level
  # shellcheck disable=SC2086
  python3 "$here/../debug-info/Inputs/dwarf_compare.py" ${!options:-} "$p.o" "$p.rev.o"
done
