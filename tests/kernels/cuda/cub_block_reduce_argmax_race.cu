//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//possible [a-z]+-[a-z]+ race on temp_storage

// cub::ArgMax's reduction reuses temp_storage for cub::ArgMin without a
// __syncthreads() in between (line 18): thread 0 may still be reading
// the first reduction's slots when other threads write theirs.

#include <cub/cub.cuh>

__global__ void cub_block_reduce_argmax_race(const float *in, int *best, int *worst) {
  typedef cub::KeyValuePair<int, float> Pair;
  typedef cub::BlockReduce<Pair, 128> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Pair mine(threadIdx.x, in[i]);
  Pair top = BlockReduce(temp_storage).Reduce(mine, cub::ArgMax());
  Pair bottom = BlockReduce(temp_storage).Reduce(mine, cub::ArgMin()); // error: possible write-read race on temp_storage
  if (threadIdx.x == 0) {
    best[blockIdx.x] = top.key;
    worst[blockIdx.x] = bottom.key;
  }
}
