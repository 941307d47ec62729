// Image size queries name their OpImageQuerySize[Lod] as llvm-spirv does. It rewrites the
// call into the query, created under the call's name, so LLVM's uniquing counter of the
// function gives the query the name followed by the next number. When the query is the call's
// value (get_image_dim of a 2D image, get_image_width of a 1D image) the query gets the name
// back (the number is used up all the same); when a component is extracted (get_image_width,
// get_image_height) or the size is reshaped (get_image_dim of a 3D image, padded to int4; of an
// array, the array size dropped), the query keeps the numbered name and the extraction or
// shuffle takes the call's name.
// RUN: %{builtins-forward:CL1.2}

// SPV-DAG: Name [[DIM:[0-9]+]] "call"{{ *$}}
// SPV-DAG: Name [[WQ:[0-9]+]] "call17"
// SPV-DAG: Name [[W:[0-9]+]] "call1"{{ *$}}
// SPV-DAG: Name [[HQ:[0-9]+]] "call28"
// SPV-DAG: Name [[H:[0-9]+]] "call2"{{ *$}}
// SPV-DAG: Name [[D3Q:[0-9]+]] "call39"
// SPV-DAG: Name [[D3:[0-9]+]] "call3"{{ *$}}
// SPV-DAG: Name [[W1:[0-9]+]] "call4"{{ *$}}
// SPV-DAG: Name [[DAQ:[0-9]+]] "call511"
// SPV-DAG: Name [[DA:[0-9]+]] "call5"{{ *$}}
// SPV: ImageQuerySizeLod {{[0-9]+}} [[DIM]] {{[0-9]+}} {{[0-9]+}}
// SPV: ImageQuerySizeLod {{[0-9]+}} [[WQ]] {{[0-9]+}} {{[0-9]+}}
// SPV-NEXT: CompositeExtract {{[0-9]+}} [[W]] [[WQ]] 0
// SPV: ImageQuerySizeLod {{[0-9]+}} [[HQ]] {{[0-9]+}} {{[0-9]+}}
// SPV-NEXT: CompositeExtract {{[0-9]+}} [[H]] [[HQ]] 1
// SPV: ImageQuerySizeLod {{[0-9]+}} [[D3Q]] {{[0-9]+}} {{[0-9]+}}
// SPV-NEXT: VectorShuffle {{[0-9]+}} [[D3]] [[D3Q]] {{[0-9]+}} 0 1 2 3
// SPV: ImageQuerySizeLod {{[0-9]+}} [[W1]] {{[0-9]+}} {{[0-9]+}}
// SPV: ImageQuerySizeLod {{[0-9]+}} [[DAQ]] {{[0-9]+}} {{[0-9]+}}
// SPV-NEXT: VectorShuffle {{[0-9]+}} [[DA]] [[DAQ]] {{[0-9]+}} 0 1

kernel void sizes(read_only image2d_t a, read_only image3d_t b, read_only image1d_t c,
                  read_only image2d_array_t d, global int4 *out) {
  int2 dim = get_image_dim(a);
  int w = get_image_width(a);
  int h = get_image_height(a);
  int4 dim3 = get_image_dim(b);
  int w1 = get_image_width(c);
  int2 dimarr = get_image_dim(d);
  out[0] = (int4)(dim, w, h) + dim3 + (int4)(w1, dimarr, 0);
}
