//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible [a-z-]+ race on

// infer_no_atomic.cu with the barrier in the loop moved after it but
// guarded: a thread reads its bin while others may still add to it.

__global__ void histogram_rounds(const unsigned *in, unsigned *out,
                                 unsigned rounds) {
  __shared__ unsigned bins[64];
  bins[threadIdx.x] = 0;
  __syncthreads();
  for (unsigned r = 0; r < rounds; ++r) {
    unsigned v = in[(r * gridDim.x + blockIdx.x) * 64 + threadIdx.x];
    atomicAdd(&bins[v % 64], 1u);
  }
  out[blockIdx.x * 64 + threadIdx.x] = bins[threadIdx.x];  // error: possible read-atomic race on bins
}
