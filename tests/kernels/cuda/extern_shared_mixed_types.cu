//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//extern_shared_mixed_types.cu:12:3: error: unsupported: `extern __shared__` arrays of int32 and of float32

// f and n start at the same address (every extern __shared__ array does), so
// f[t] and n[t] are the same four bytes seen as a float and as an int. Until
// memory is modelled byte by byte this is rejected, never modelled as two
// separate arrays (which would miss the race between the two writes).

__global__ void extern_shared_mixed_types(float *out) {
  extern __shared__ int n[];
  extern __shared__ float f[];
  n[threadIdx.x] = threadIdx.x;
  f[threadIdx.x + 1] = 1.0f;
  out[threadIdx.x] = f[threadIdx.x];
}
