//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//possible barrier divergence

// cub::BlockReduce is a collective: every thread of the block must call
// it. Called by half the block, its barrier is divergent.

#include <cub/cub.cuh>

__global__ void half_sum(const float *in, float *out) {
  typedef cub::BlockReduce<float, 256> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < 128) {
    float s = BlockReduce(temp_storage).Sum(in[i]); // error: possible barrier divergence
    if (threadIdx.x == 0)
      out[blockIdx.x] = s;
  }
}
