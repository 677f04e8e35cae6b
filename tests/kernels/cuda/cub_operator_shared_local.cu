//xfail:BUGLE_ERROR
//--blockDim=128 --gridDim=2
//cub_operator_shared_local.cu:18:66: error: unsupported: cub::BlockReduce with an operator other than

// A `__shared__` variable declared in operator() is shared memory, not a
// local: writing it races. It passed the check of what an operator touches
// (found by red-teaming); only arithmetic on parameters and automatic
// locals and the headers' math pass now.

#include <cub/cub.cuh>

struct Op {
  __device__ int operator()(int a, int b) const { __shared__ int c; c = a; return c + b; }
};

__global__ void cub_operator_shared_local(const int *in, int *out) {
  __shared__ cub::BlockReduce<int, 128>::TempStorage ts;
  int s = cub::BlockReduce<int, 128>(ts).Reduce(in[threadIdx.x], Op());
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
