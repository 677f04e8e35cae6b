//pass
//--blockDim=64 --gridDim=2

// A function object whose operator() is a template (forwarding references,
// as softmax kernels write it), reducing numbers: built-in arithmetic only,
// so CUB's calls of it touch no memory.

#include <cub/cub.cuh>

struct Max {
  template <typename T, typename U>
  __device__ T operator()(T &&t, U &&u) const { return t > u ? t : u; }
};

__global__ void cub_template_operator(const float *in, float *out) {
  typedef cub::WarpReduce<float> WarpReduce;
  __shared__ typename WarpReduce::TempStorage temp[2];
  int i = blockIdx.x * 64 + threadIdx.x;
  float m = WarpReduce(temp[threadIdx.x / 32]).Reduce(in[i], Max());
  if (threadIdx.x % 32 == 0) out[i / 32] = m;
}
