//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on b

// Where the flag makes pick return b, every thread writes b[0].

__device__ float *pick(bool second, float *a, float *b) {
  if (second)
    return b;
  return a + blockIdx.x * blockDim.x + threadIdx.x;
}

__global__ void function_returns_either_array_race(float *a, float *b, int flag) {
  float *p = pick(flag != 0, a, b);
  p[0] = (float)threadIdx.x;  // error: possible write-write race on b
}
