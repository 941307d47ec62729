// Work-item functions are loads of BuiltIn Input variables (vectors of 3 size_t and one
// component, or scalars; a dimension known at run time only is checked to be below 3, the
// out-of-range answer being 0 for ids and 1 for sizes); reverse translation calls them again (one call for a load whose
// one use is the extraction of a component right after it), as OpenCL C functions in the
// CL1.2 and CL2.0 forms and as __spirv_BuiltIn* in SPV-IR, or loads the variables with
// --spirv-builtin-format=global.
// RUN: %{builtins-forward}
// RUN: llvm-spirv-rs -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=CL2.0 %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CL
// RUN: llvm-spirv-rs -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
// RUN: llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
// RUN: llvm-spirv-rs -r --spirv-builtin-format=global %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=GLOBAL
// RUN: llvm-spirv-rs %t.spvir.bc -o %t.again.spv
// RUN: spirv-val %t.again.spv
// RUN: llvm-spirv-rs %t.again.spv -to-text -o - | FileCheck %s --check-prefix=AGAIN
// RUN: bash %S/../Inputs/incumbent-reads.sh %t.spv %t.again.spv

// SPV: EntryPoint 6 {{[0-9]+}} "ids"
// SPV-DAG: Decorate [[GID:[0-9]+]] BuiltIn 28
// SPV-DAG: Decorate [[GID]] Constant
// SPV-DAG: Decorate [[GID]] LinkageAttributes "__spirv_BuiltInGlobalInvocationId" Import
// SPV-DAG: Decorate [[LID:[0-9]+]] BuiltIn 27
// SPV-DAG: Decorate [[WGID:[0-9]+]] BuiltIn 26
// SPV-DAG: Decorate [[GSIZE:[0-9]+]] BuiltIn 31
// SPV-DAG: Decorate [[LSIZE:[0-9]+]] BuiltIn 25
// SPV-DAG: Decorate [[NUMG:[0-9]+]] BuiltIn 24
// SPV-DAG: Decorate [[OFF:[0-9]+]] BuiltIn 33
// SPV-DAG: Decorate [[DIM:[0-9]+]] BuiltIn 30
// SPV-DAG: Decorate [[LINEAR:[0-9]+]] BuiltIn 34
// SPV-DAG: Decorate [[LINDEX:[0-9]+]] BuiltIn 29
// SPV-DAG: Decorate [[SGSIZE:[0-9]+]] BuiltIn 36
// SPV-DAG: Decorate [[SGID:[0-9]+]] BuiltIn 40
// SPV-DAG: Decorate [[SGLID:[0-9]+]] BuiltIn 41
// SPV-DAG: TypeInt [[LONG:[0-9]+]] 64 0
// SPV-DAG: TypeVector [[V3:[0-9]+]] [[LONG]] 3
// SPV-DAG: TypePointer [[PV3:[0-9]+]] 1 [[V3]]
// SPV-DAG: Variable [[PV3]] [[GID]] 1
// SPV: Load [[V3]] [[V:[0-9]+]] [[GID]] 2 32
// SPV-NEXT: CompositeExtract [[LONG]] {{[0-9]+}} [[V]] 0
// SPV: Load {{[0-9]+}} {{[0-9]+}} [[DIM]] 2 4
// SPV: ULessThan {{[0-9]+}} [[OK:[0-9]+]] [[D:[0-9]+]]
// SPV-NEXT: Select {{[0-9]+}} [[SAFE:[0-9]+]] [[OK]] [[D]]
// SPV-NEXT: Load [[V3]] [[W:[0-9]+]] [[GID]] 2 32
// SPV-NEXT: VectorExtractDynamic [[LONG]] [[E:[0-9]+]] [[W]] [[SAFE]]
// SPV-NEXT: Select [[LONG]] {{[0-9]+}} [[OK]] [[E]]

// AGAIN-DAG: Decorate [[AGID:[0-9]+]] BuiltIn 28
// AGAIN-DAG: Decorate [[AGID]] LinkageAttributes "__spirv_BuiltInGlobalInvocationId" Import
// AGAIN-DAG: Decorate {{[0-9]+}} BuiltIn 30
// AGAIN-DAG: Decorate {{[0-9]+}} BuiltIn 41
// AGAIN: Load {{[0-9]+}} [[AV:[0-9]+]] [[AGID]] 2 32
// AGAIN-NEXT: CompositeExtract {{[0-9]+}} {{[0-9]+}} [[AV]] 0

// CL-LABEL: define spir_kernel void @ids
// CL-NOT: insertelement
// CL: %call = call spir_func i64 @_Z13get_global_idj(i32 0)
// CL: call spir_func i64 @_Z12get_local_idj(i32 0)
// CL: call spir_func i64 @_Z12get_group_idj(i32 0)
// CL: call spir_func i64 @_Z15get_global_sizej(i32 0)
// CL: call spir_func i64 @_Z14get_local_sizej(i32 0)
// CL: call spir_func i64 @_Z14get_num_groupsj(i32 0)
// CL: call spir_func i64 @_Z17get_global_offsetj(i32 0)
// CL: call spir_func i32 @_Z12get_work_dimv()
// CL: call spir_func i64 @_Z20get_global_linear_idv()
// CL: call spir_func i64 @_Z19get_local_linear_idv()
// CL: call spir_func i32 @_Z18get_sub_group_sizev()
// CL: call spir_func i32 @_Z16get_sub_group_idv()
// CL: call spir_func i32 @_Z22get_sub_group_local_idv()
// CL: [[SAFE:%[0-9]+]] = select i1 [[OK:%[0-9]+]], i32 %d, i32 0
// CL: [[G:%[0-9]+]] = call spir_func i64 @_Z13get_global_idj(i32 [[SAFE]])
// CL: select i1 [[OK]], i64 [[G]], i64 0
// CL-NOT: extractelement
// CL: declare spir_func i64 @_Z13get_global_idj(i32) #[[RO:[0-9]+]]
// CL: attributes #[[RO]] = { nounwind readnone willreturn }

// SPVIR: call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
// SPVIR: call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 0)
// SPVIR: call spir_func i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 0)
// SPVIR: call spir_func i64 @_Z25__spirv_BuiltInGlobalSizei(i32 0)
// SPVIR: call spir_func i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 0)
// SPVIR: call spir_func i64 @_Z28__spirv_BuiltInNumWorkgroupsi(i32 0)
// SPVIR: call spir_func i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
// SPVIR: call spir_func i32 @_Z22__spirv_BuiltInWorkDimv()
// SPVIR: call spir_func i64 @_Z29__spirv_BuiltInGlobalLinearIdv()
// SPVIR: call spir_func i64 @_Z35__spirv_BuiltInLocalInvocationIndexv()
// SPVIR: call spir_func i32 @_Z27__spirv_BuiltInSubgroupSizev()

// GLOBAL: @__spirv_BuiltInGlobalInvocationId = external
// GLOBAL: load <3 x i64>, <3 x i64> addrspace({{[0-9]+}})* @__spirv_BuiltInGlobalInvocationId
// GLOBAL-NOT: get_global_id

__kernel void ids(__global ulong *out, uint d) {
  size_t i = get_global_id(0);
  out[i] = get_local_id(0) + get_group_id(0) + get_global_size(0) + get_local_size(0) +
           get_num_groups(0) + get_global_offset(0) + get_work_dim() + get_global_linear_id() +
           get_local_linear_id() + get_sub_group_size() + get_sub_group_id() +
           get_sub_group_local_id() + get_global_id(d);
}
