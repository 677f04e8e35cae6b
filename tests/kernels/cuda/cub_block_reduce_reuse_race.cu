//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//possible [a-z]+-[a-z]+ race on temp_storage

// cub::BlockReduce's temp_storage reused without a __syncthreads() in
// between: thread 0 may still be reading the first reduction's slots when
// other threads write theirs for the second.

#include <cub/cub.cuh>

__global__ void sums(const float *in, float *out) {
  typedef cub::BlockReduce<float, 256> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = BlockReduce(temp_storage).Sum(in[i]);
  float t = BlockReduce(temp_storage).Sum(in[i] * in[i]); // error: possible write-read race on temp_storage
  if (threadIdx.x == 0) {
    out[2 * blockIdx.x] = s;
    out[2 * blockIdx.x + 1] = t;
  }
}
