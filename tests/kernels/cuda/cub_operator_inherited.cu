//xfail:BUGLE_ERROR
//--blockDim=128 --gridDim=2
//cub_operator_inherited.cu:25:66: error: unsupported: cub::BlockReduce with an operator other than

// The int operator() CUB calls is inherited (and reads g, which block 1
// writes): only the float overload written in Op was checked, and the race
// verified (found by red-teaming). A function object with a base, a
// using-declaration, a template or an out-of-line operator() is refused.

#include <cub/cub.cuh>

__device__ int g[256];

struct Base {
  __device__ int operator()(int a, int b) const { return a + g[b & 255]; }
};
struct Op : Base {
  using Base::operator();
  __device__ float operator()(float a, float b) const { return a + b; }
};

__global__ void cub_operator_inherited(const int *in, int *out) {
  __shared__ cub::BlockReduce<int, 128>::TempStorage ts;
  if (blockIdx.x == 1) g[threadIdx.x] = threadIdx.x;
  int s = cub::BlockReduce<int, 128>(ts).Reduce(in[threadIdx.x], Op());
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
