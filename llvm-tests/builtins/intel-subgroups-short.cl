// cl_intel_subgroups_short declares intel_sub_group_broadcast, intel_sub_group_reduce_{add,min,max}
// and intel_sub_group_scan_{inclusive,exclusive}_{add,min,max} for short and ushort: the
// sub_group_ collectives of cl_khr_subgroups for 16-bit integers, so the same OpGroup*
// instructions at Subgroup scope (OpGroupIAdd, OpGroupSMin/UMin, ... take integers of any width;
// SPIR-V 3.42.21). intel_sub_group_ime_ref_window_size is the deprecated name of
// intel_sub_group_avc_ime_ref_window_size (OpSubgroupAvcImeRefWindowSizeINTEL). Before, each was
// an "unsupported builtin" error.
// RUN: %clang_cc1 -triple spir64 -cl-std=CL2.0 -cl-ext=+all -finclude-default-header -emit-llvm-bc %s -o %t.bc -Wno-deprecated-declarations
// RUN: llvm-spirv-rs --spirv-ext=+all %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: llvm-spirv-rs --spirv-ext=+all %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv

// SPV-DAG: TypeInt [[SHORT:[0-9]+]] 16 0
// SPV-DAG: Constant {{[0-9]+}} [[SG:[0-9]+]] 3
// SPV-DAG: GroupIAdd [[SHORT]] {{[0-9]+}} [[SG]] 0 {{[0-9]+}}
// SPV-DAG: GroupSMin [[SHORT]] {{[0-9]+}} [[SG]] 2 {{[0-9]+}}
// SPV-DAG: GroupUMax [[SHORT]] {{[0-9]+}} [[SG]] 1 {{[0-9]+}}
// SPV-DAG: GroupBroadcast [[SHORT]] {{[0-9]+}} [[SG]]
// SPV-DAG: SubgroupAvcImeRefWindowSizeINTEL
// SPV-NOT: FunctionCall

// CL-DAG: call spir_func i16 @_Z20sub_group_reduce_adds(i16
// CL-DAG: call spir_func i16 @_Z28sub_group_scan_exclusive_mins(i16
// CL-DAG: call spir_func i16 @_Z28sub_group_scan_inclusive_maxt(i16
// CL-DAG: call spir_func <2 x i16> @_Z39intel_sub_group_avc_ime_ref_window_sizehc(i8

short add(short x) { return intel_sub_group_reduce_add(x); }
short smin(short x) { return intel_sub_group_scan_exclusive_min(x); }
ushort umax(ushort x) { return intel_sub_group_scan_inclusive_max(x); }
short bcast(short x, uint i) { return intel_sub_group_broadcast(x, i); }
ushort2 window(uchar w, char d) { return intel_sub_group_ime_ref_window_size(w, d); }
