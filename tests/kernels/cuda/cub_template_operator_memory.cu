//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cub_template_operator_memory.cu:18:81: error: unsupported: cub::WarpReduce with an operator other than

// A template operator() that reads memory through its argument: refused.

#include <cub/cub.cuh>

__device__ float table[64];

struct Lookup {
  template <typename T> __device__ T operator()(T a, T b) const { return a + table[(int)b]; }
};

__global__ void cub_template_operator_memory(const float *in, float *out) {
  typedef cub::WarpReduce<float> WarpReduce;
  __shared__ typename WarpReduce::TempStorage temp[2];
  out[threadIdx.x] = WarpReduce(temp[threadIdx.x / 32]).Reduce(in[threadIdx.x], Lookup());
}
