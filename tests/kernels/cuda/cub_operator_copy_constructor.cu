//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cub_operator_copy_constructor.cu:22:65: error: unsupported: cub::BlockReduce with an operator other than CUB's

// CUB passes the operator on by value, copying it; a copy constructor of
// the program's (here writing memory) would run at each copy, which the
// model leaves out, so the operator is refused.

#include <cub/cub.cuh>

__device__ int stamps[64];

struct CountingAdd {
  __device__ CountingAdd() {}
  __device__ CountingAdd(const CountingAdd &) { stamps[0] = threadIdx.x; }
  __device__ int operator()(int a, int b) const { return a + b; }
};

__global__ void cub_operator_copy_constructor(const int *in, int *out) {
  typedef cub::BlockReduce<int, 64> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  int total = BlockReduce(temp_storage).Reduce(in[threadIdx.x], CountingAdd());
  if (threadIdx.x == 0) {
    out[0] = total;
  }
}
