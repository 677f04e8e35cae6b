//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8

// infer_device_barrier_loop.cu clearing the next block's slots before the
// rounds: a barrier orders only its own block, so block b's clearing of
// out[(b + 1) * 64 + t] races with block b + 1's write there after the
// rounds.

__device__ void rounds(int *s, unsigned start, unsigned end) {
  for (unsigned i = start; i < end; i++) {
    s[threadIdx.x] = i;
    __syncthreads();
  }
}

__global__ void staged(int *out) {
  __shared__ int s[64];
  out[((blockIdx.x + 1) % 8) * 64 + threadIdx.x] = 0;
  rounds(s, threadIdx.x, threadIdx.x + 8);
  out[blockIdx.x * 64 + threadIdx.x] = s[threadIdx.x];  // error: race on out
}
