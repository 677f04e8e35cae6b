//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible write-write race on

// Element 2 is set to `out`, which the next thread also writes directly.
struct buffers {
  float *p[3];
};

__global__ void struct_pointer_array_param_race(buffers b, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b.p[2] = out;
  b.p[2][i] = 1.0f;
  out[i + 1] = 2.0f;  // error: possible write-write race on out
}
