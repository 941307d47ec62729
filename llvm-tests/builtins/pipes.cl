// Pipes: clang's __read_pipe_2, __read_pipe_4, __reserve_read_pipe, __commit_read_pipe and
// their group and write forms are OpReadPipe, OpReservedReadPipe, OpReserve*PipePackets,
// OpCommit*Pipe and OpGroup* (with a scope); the queries are OpGetNumPipePackets and
// OpGetMaxPipePackets. Reverse: the same clang functions (CL1.2, CL2.0), __spirv_ReadPipe ...
// (SPV-IR).
// RUN: %{builtins-roundtrip}

// SPV-DAG: Capability Pipes
// SPV-DAG: TypePipe [[RO:[0-9]+]] 0
// SPV-DAG: TypePipe [[WO:[0-9]+]] 1
// SPV-DAG: ReadPipe {{[0-9]+}} {{[0-9]+}} [[IN:[0-9]+]]
// SPV-DAG: WritePipe {{[0-9]+}} {{[0-9]+}} [[OUT:[0-9]+]]
// SPV-DAG: ReserveReadPipePackets {{[0-9]+}} [[R:[0-9]+]] [[IN]]
// SPV-DAG: ReservedReadPipe {{[0-9]+}} {{[0-9]+}} [[IN]] [[R]]
// SPV-DAG: CommitReadPipe [[IN]] [[R]]
// SPV-DAG: GroupReserveWritePipePackets {{[0-9]+}} [[W:[0-9]+]] {{[0-9]+}} [[OUT]]
// SPV-DAG: IsValidReserveId {{[0-9]+}} {{[0-9]+}} [[W]]
// SPV-DAG: GroupCommitWritePipe {{[0-9]+}} [[OUT]] [[W]]
// SPV-DAG: GetNumPipePackets {{[0-9]+}} {{[0-9]+}} [[IN]]
// SPV-DAG: GetMaxPipePackets {{[0-9]+}} {{[0-9]+}} [[OUT]]

// CL-DAG: call spir_func i32 @__read_pipe_2(%opencl.pipe_ro_t addrspace(1)* %in,
// CL-DAG: call spir_func i32 @__write_pipe_2(%opencl.pipe_wo_t addrspace(1)* %out,
// CL-DAG: call spir_func %opencl.reserve_id_t* @__reserve_read_pipe(
// CL-DAG: call spir_func i32 @__read_pipe_4(
// CL-DAG: call spir_func void @__commit_read_pipe(
// CL-DAG: call spir_func %opencl.reserve_id_t* @__work_group_reserve_write_pipe(
// CL-DAG: call spir_func i1 @_Z19is_valid_reserve_id13ocl_reserveid(
// CL-DAG: call spir_func void @__work_group_commit_write_pipe(
// CL-DAG: call spir_func i32 @__get_pipe_num_packets_ro(
// CL-DAG: call spir_func i32 @__get_pipe_max_packets_wo(

// SPVIR-DAG: call spir_func i32 @_Z16__spirv_ReadPipePU3AS115__spirv_Pipe__0PU3AS4cii(
// SPVIR-DAG: call spir_func %spirv.ReserveId* @_Z36__spirv_GroupReserveWritePipePacketsiPU3AS115__spirv_Pipe__1iii(i32 2,

__kernel void pipes(read_only pipe int in, write_only pipe int out, __global int *p) {
  int v;
  read_pipe(in, &v);
  write_pipe(out, &v);
  reserve_id_t r = reserve_read_pipe(in, 2);
  read_pipe(in, r, 0, &v);
  commit_read_pipe(in, r);
  reserve_id_t w = work_group_reserve_write_pipe(out, 2);
  if (is_valid_reserve_id(w))
    write_pipe(out, w, 1, &v);
  work_group_commit_write_pipe(out, w);
  p[0] = get_pipe_num_packets(in) + get_pipe_max_packets(out);
}
