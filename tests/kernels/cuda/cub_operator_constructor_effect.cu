//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=2
//possible write-write race on g

// An operator made in place runs its constructor: here one that writes
// g[0], a race between every two threads. ivl once took `Op()` as made
// from nothing, as `cub::Max()` is, and verified (found by red-teaming).

#include <cub/cub.cuh>

__device__ int g[4];

struct Op {
  __device__ Op() { g[0] = threadIdx.x; }  // error: possible write-write race on g
  __device__ int operator()(int a, int b) const { return a + b; }
};

__global__ void cub_operator_constructor_effect(const int *in, int *out) {
  __shared__ cub::BlockReduce<int, 128>::TempStorage ts;
  int s = cub::BlockReduce<int, 128>(ts).Reduce(in[threadIdx.x], Op());
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
