//pass
//--blockDim=128 --gridDim=4

// cub::BlockReduce over cub::KeyValuePair with cub::ArgMax (the top-1
// expert of a mixture of experts): each thread offers its index and
// value, thread 0 writes the winning pair's key. A __syncthreads() lets
// temp_storage be reused for ArgMin.

#include <cub/cub.cuh>

__global__ void cub_block_reduce_argmax(const float *in, int *best, int *worst) {
  typedef cub::KeyValuePair<int, float> Pair;
  typedef cub::BlockReduce<Pair, 128> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Pair mine(threadIdx.x, in[i]);
  cub::ArgMax arg_max;
  Pair top = BlockReduce(temp_storage).Reduce(mine, arg_max);
  __syncthreads();
  Pair bottom = BlockReduce(temp_storage).Reduce(mine, cub::ArgMin());
  if (threadIdx.x == 0) {
    best[blockIdx.x] = top.key;
    worst[blockIdx.x] = bottom.key;
  }
}
