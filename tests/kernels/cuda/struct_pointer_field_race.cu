//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible write-write race on out.data

// As struct_pointer_field.cu, but indexed by threadIdx.x alone (line 14):
// threads of different blocks write the same elements of out.data.

struct Out {
  float *data;
  float scale;
};

__global__ void struct_pointer_field_race(Out out, const float *in) {
  out.data[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x] * out.scale;  // error: possible write-write race on out.data
}
