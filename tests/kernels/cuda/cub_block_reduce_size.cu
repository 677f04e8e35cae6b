//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//cub::BlockReduce for blocks of \(256, 1, 1\) threads is called in a block of another shape

// A BlockReduce for blocks of 256 threads launched with 128 per block.

#include <cub/cub.cuh>

__global__ void sum(const float *in, float *out) {
  typedef cub::BlockReduce<float, 256> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  float s = BlockReduce(temp_storage).Sum(in[blockIdx.x * blockDim.x + threadIdx.x]); // error: cub::BlockReduce for blocks of (256, 1, 1) threads is called in a block of another shape
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}
