//pass
//--blockDim=256 --gridDim=8

// Two block-wide sums with cub::BlockReduce sharing one temp_storage, with
// the __syncthreads() CUB's documentation asks for before its reuse; only
// thread 0 writes the block's results.

#include <cub/cub.cuh>

__global__ void sums(const float *in, const int *counts, float *out, int *total) {
  typedef cub::BlockReduce<float, 256> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = BlockReduce(temp_storage).Sum(in[i]);
  __syncthreads();
  float m = BlockReduce(temp_storage).Reduce(in[i] * 2.0f, cub::Max());
  if (threadIdx.x == 0) {
    out[2 * blockIdx.x] = s;
    out[2 * blockIdx.x + 1] = m;
    atomicAdd(total, counts[blockIdx.x]);
  }
}
