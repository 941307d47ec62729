// The non-uniform sub-group functions of the cl_khr_subgroup_* extensions are the
// OpGroupNonUniform* instructions of SPIR-V 1.3 with the Subgroup scope: int predicates become
// bools (a constant one a bool constant), bool answers are widened back to int 1/0; the
// arithmetic ones pick the integer, unsigned or float instruction by the argument type and take
// Reduce, InclusiveScan, ExclusiveScan or ClusteredReduce (with the cluster size). Reverse:
// the same functions (broadcasts and ballots mangled unsigned), or __spirv_GroupNonUniform*
// calls in SPV-IR, which translate forward again.
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv


// SPV: 119734787 66304
// SPV-DAG: Capability GroupNonUniformVote
// SPV-DAG: Capability GroupNonUniformBallot
// SPV-DAG: Capability GroupNonUniformArithmetic
// SPV-DAG: Capability GroupNonUniformClustered
// SPV-DAG: Capability GroupNonUniformShuffle
// SPV-DAG: Capability GroupNonUniformShuffleRelative
// SPV-NOT: Extension
// SPV-DAG: TypeBool [[BOOL:[0-9]+]]
// SPV-DAG: TypeInt [[I32:[0-9]+]] 32
// SPV-DAG: Constant [[I32]] [[SG:[0-9]+]] 3{{ *$}}
// SPV-DAG: ConstantTrue [[BOOL]] [[TRUE:[0-9]+]]

// SPV-LABEL: {{^[0-9]+}} Function {{[0-9]+}}
// SPV: GroupNonUniformElect [[BOOL]] [[E:[0-9]+]] [[SG]]
// SPV-NEXT: Select [[I32]] {{[0-9]+}} [[E]]
// SPV: INotEqual [[BOOL]] [[P:[0-9]+]]
// SPV-NEXT: GroupNonUniformAny [[BOOL]] {{[0-9]+}} [[SG]] [[P]]
// SPV: GroupNonUniformAll [[BOOL]] {{[0-9]+}} [[SG]] [[TRUE]]
// SPV: GroupNonUniformAllEqual [[BOOL]] {{[0-9]+}} [[SG]]
// SPV: GroupNonUniformBallot {{[0-9]+}} [[B:[0-9]+]] [[SG]] [[TRUE]]
// SPV: GroupNonUniformBallotBitCount [[I32]] {{[0-9]+}} [[SG]] 1 [[B]]
// SPV: GroupNonUniformBallotBitExtract [[BOOL]] {{[0-9]+}} [[SG]] [[B]]
// SPV: GroupNonUniformBroadcastFirst {{[0-9]+}} {{[0-9]+}} [[SG]]
// SPV: GroupNonUniformBroadcast {{[0-9]+}} {{[0-9]+}} [[SG]]
// SPV-LABEL: {{^[0-9]+}} Function {{[0-9]+}}
// SPV: GroupNonUniformUMax [[I32]] {{[0-9]+}} [[SG]] 0
// SPV: GroupNonUniformFAdd {{[0-9]+}} {{[0-9]+}} [[SG]] 2
// SPV: GroupNonUniformIMul {{[0-9]+}} {{[0-9]+}} [[SG]] 3 {{[0-9]+}} {{[0-9]+}}
// SPV: GroupNonUniformLogicalXor [[BOOL]] {{[0-9]+}} [[SG]] 1
// SPV: GroupNonUniformShuffleXor {{[0-9]+}} {{[0-9]+}} [[SG]]
// SPV: GroupNonUniformShuffleDown {{[0-9]+}} {{[0-9]+}} [[SG]]

// CL-LABEL: define spir_kernel void @votes_and_ballots
// CL: call spir_func i32 @_Z15sub_group_electv()
// CL: call spir_func i32 @_Z25sub_group_non_uniform_anyi(i32
// CL: call spir_func i32 @_Z25sub_group_non_uniform_alli(i32 1)
// CL: call spir_func i32 @_Z31sub_group_non_uniform_all_equalf(float
// CL: call spir_func <4 x i32> @_Z16sub_group_balloti(i32 1)
// CL: call spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32>
// CL: call spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32>
// CL: call spir_func i16 @_Z25sub_group_broadcast_firstt(i16
// CL: call spir_func <2 x i64> @_Z31sub_group_non_uniform_broadcastDv2_mj(<2 x i64>
// CL-LABEL: define spir_kernel void @arithmetic
// CL: call spir_func i32 @_Z32sub_group_non_uniform_reduce_maxj(i32
// CL: call spir_func float @_Z40sub_group_non_uniform_scan_exclusive_addf(float
// CL: call spir_func i64 @_Z30sub_group_clustered_reduce_mullj(i64 {{.*}}, i32 4)
// CL: call spir_func i32 @_Z48sub_group_non_uniform_scan_inclusive_logical_xori(i32
// CL: call spir_func i8 @_Z21sub_group_shuffle_xorcj(i8
// CL: call spir_func double @_Z22sub_group_shuffle_downdj(double

// SPVIR: call spir_func i1 @_Z28__spirv_GroupNonUniformElecti(i32 3)
// SPVIR: call spir_func <4 x i32> @_Z29__spirv_GroupNonUniformBallotib(i32 3, i1 true)
// SPVIR: call spir_func i32 @_Z37__spirv_GroupNonUniformBallotBitCountiiDv4_j(i32 3, i32 1,
// SPVIR: call spir_func i64 @_Z27__spirv_GroupNonUniformIMuliilj(i32 3, i32 3, i64 {{.*}}, i32 4)

kernel void votes_and_ballots(global int *out, global float *f, global ushort *s,
                              global ulong2 *l) {
  out[0] = sub_group_elect();
  out[1] = sub_group_non_uniform_any(out[2]);
  out[3] = sub_group_non_uniform_all(7);
  out[4] = sub_group_non_uniform_all_equal(f[0]);
  uint4 b = sub_group_ballot(1);
  out[5] = sub_group_ballot_inclusive_scan(b);
  out[6] = sub_group_ballot_bit_extract(b, 2u);
  s[0] = sub_group_broadcast_first(s[1]);
  l[0] = sub_group_non_uniform_broadcast(l[1], 3u);
}

kernel void arithmetic(global uint *u, global float *f, global long *l, global int *i,
                       global char *c, global double *d) {
  u[0] = sub_group_non_uniform_reduce_max(u[1]);
  f[0] = sub_group_non_uniform_scan_exclusive_add(f[1]);
  l[0] = sub_group_clustered_reduce_mul(l[1], 4u);
  i[0] = sub_group_non_uniform_scan_inclusive_logical_xor(i[1]);
  c[0] = sub_group_shuffle_xor(c[1], 1u);
  d[0] = sub_group_shuffle_down(d[1], 2u);
}
