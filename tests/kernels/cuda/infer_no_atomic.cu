//pass
//--blockDim=64 --gridDim=8

// A histogram built in rounds: each round adds one element per thread to
// the block's shared bins atomically, then synchronises. After the loop
// each thread reads its own bin. The loop head needs `!__atomic(bins)`
// (rule no-atomic): without it thread 1's atomic log is unknown there, and
// the read after the loop would race with it.

__global__ void histogram_rounds(const unsigned *in, unsigned *out,
                                 unsigned rounds) {
  __shared__ unsigned bins[64];
  bins[threadIdx.x] = 0;
  __syncthreads();
  for (unsigned r = 0; r < rounds; ++r) {
    unsigned v = in[(r * gridDim.x + blockIdx.x) * 64 + threadIdx.x];
    atomicAdd(&bins[v % 64], 1u);
    __syncthreads();
  }
  out[blockIdx.x * 64 + threadIdx.x] = bins[threadIdx.x];
}
