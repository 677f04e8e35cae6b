//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=2
//cub_block_reduce_user_op.cu:22:49: error: unsupported: cub::BlockReduce with an operator other than CUB's .cub::Sum, cub::Max, cub::Min, cub::ArgMax, cub::ArgMin. or a function object whose operator.. touches no memory

// An operator of the program's own that touches memory (here it writes
// `log[0]`), which the model of the reduction (its calls left out) would
// miss: rejected. Sum with a
// count of valid inputs is modelled.

#include <cub/cub.cuh>

struct Logged {
  int *log;
  __device__ float operator()(float a, float b) const { log[0] = 1; return a + b; }
};

__global__ void reduce(const float *in, float *out, int *log, int n) {
  typedef cub::BlockReduce<float, 64> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  float s = BlockReduce(temp_storage).Sum(in[threadIdx.x], n);
  __syncthreads();
  float t = BlockReduce(temp_storage).Reduce(s, Logged{log});
  if (threadIdx.x == 0)
    out[blockIdx.x] = t;
}
