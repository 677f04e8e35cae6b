//xfail:BUGLE_ERROR
//--blockDim=128 --gridDim=2
//cub_block_reduce_dereferencing_op.cu:23:86: error: unsupported: cub::BlockReduce with an operator other than CUB's

// A templated operator() whose pattern reads memory through a global
// pointer is not pure: its calls cannot be left out, so the reduction is
// refused.

#include <cub/cub.cuh>

__device__ float *weights;

struct WeightedSum {
  template <typename T, typename U>
  __device__ T operator()(T t, U u) const {
    return t + u * weights[0];
  }
};

__global__ void cub_block_reduce_dereferencing_op(const float *in, float *out) {
  typedef cub::BlockReduce<float, 128> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  float total = BlockReduce(temp_storage).Reduce(in[blockIdx.x * 128 + threadIdx.x], WeightedSum());
  if (threadIdx.x == 0) {
    out[blockIdx.x] = total;
  }
}
