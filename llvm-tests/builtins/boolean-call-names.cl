// Builtins whose SPIR-V instruction gives a boolean (relational tests, any/all, work-group and
// sub-group all/any) become that instruction and an OpSelect of the integers OpenCL C returns.
// The names are llvm-spirv's: it makes the boolean instruction under the call's name, so LLVM's
// uniquing counter of the function numbers it (`call1`: `call` is taken), and the select gets
// the call's name. any/all first test the sign with OpSLessThan named "cast" (numbered when
// "cast" is taken); for a vector the OpAny/OpAll is then named as above, of a scalar the select
// has no name. The boolean vector of a vector relational test is named as the scalar one
// (`call22`); comparisons: relational-names.cl.
// RUN: %{builtins-forward}

// SPV-DAG: Name [[NAN:[0-9]+]] "call1"
// SPV-DAG: Name [[NANS:[0-9]+]] "call"{{ *$}}
// SPV-DAG: Name [[NAN4:[0-9]+]] "call22"
// SPV-DAG: Name [[NAN4S:[0-9]+]] "call2"{{ *$}}
// SPV-DAG: Name [[CAST:[0-9]+]] "cast"{{ *$}}
// SPV-DAG: Name [[ANY:[0-9]+]] "call43"
// SPV-DAG: Name [[ANYS:[0-9]+]] "call4"{{ *$}}
// SPV-DAG: Name [[CAST4:[0-9]+]] "cast4"
// SPV-DAG: Name [[ALL:[0-9]+]] "call65"
// SPV-DAG: Name [[CAST6:[0-9]+]] "cast6"
// SPV-DAG: Name [[WGALL:[0-9]+]] "call107"
// SPV-DAG: Name [[WGALLS:[0-9]+]] "call10"{{ *$}}
// SPV-DAG: Name [[WGANY:[0-9]+]] "call128"
// SPV-DAG: Name [[SGANY:[0-9]+]] "call149"
// SPV-DAG: Name [[SGANYS:[0-9]+]] "call14"{{ *$}}
// SPV: IsNan {{[0-9]+}} [[NAN]]
// SPV-NEXT: Select {{[0-9]+}} [[NANS]] [[NAN]]
// SPV: IsNan {{[0-9]+}} [[NAN4]]
// SPV-NEXT: Select {{[0-9]+}} [[NAN4S]] [[NAN4]]
// SPV: SLessThan {{[0-9]+}} [[CAST]]
// SPV-NEXT: Any {{[0-9]+}} [[ANY]] [[CAST]]
// SPV-NEXT: Select {{[0-9]+}} [[ANYS]] [[ANY]]
// SPV: SLessThan {{[0-9]+}} [[CAST4]]
// SPV-NEXT: All {{[0-9]+}} [[ALL]] [[CAST4]]
// SPV: SLessThan {{[0-9]+}} [[CAST6]]
// SPV-NEXT: Select {{[0-9]+}} {{[0-9]+}} [[CAST6]]
// SPV: GroupAll {{[0-9]+}} [[WGALL]]
// SPV-NEXT: Select {{[0-9]+}} [[WGALLS]] [[WGALL]]
// SPV: GroupAny {{[0-9]+}} [[WGANY]]
// SPV: GroupAny {{[0-9]+}} [[SGANY]]
// SPV-NEXT: Select {{[0-9]+}} [[SGANYS]] [[SGANY]]

kernel void tests(global float *f, global float4 *f4, global int4 *i4, global int *o,
                  global int4 *o4) {
  int a = isnan(f[0]);
  int4 b = isnan(f4[0]);
  int c = any(i4[0]);
  int d = all(i4[1]);
  int e = any(o[3]);
  int g = work_group_all(o[1]);
  int h = work_group_any(o[2]);
  int s = sub_group_any(o[4]);
  o[0] = a + c + d + e + g + h + s;
  o4[0] = b;
}
