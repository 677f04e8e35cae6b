//pass
//--blockDim=64 --gridDim=16

// An early return before a barrier, taken by whole blocks (the condition is
// on blockIdx.x only): within a block, all threads return or all reach the
// barrier, so there is no divergence.

__global__ void early_return_block(const int *in, int *out, unsigned nblocks) {
  __shared__ int s[64];
  if (blockIdx.x >= nblocks)
    return;
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 64 + t];
  __syncthreads();
  out[blockIdx.x * 64 + t] = s[63 - t];
}
