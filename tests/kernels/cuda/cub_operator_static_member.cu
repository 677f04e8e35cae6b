//xfail:BUGLE_ERROR
//--blockDim=128 --gridDim=2
//cub_operator_static_member.cu:19:66: error: unsupported: cub::BlockReduce with an operator other than

// `o.sm` reads a static data member (device memory, which block 1 writes)
// through a local object: it passed the check of what an operator touches
// as a field would, and the race verified (found by red-teaming).

#include <cub/cub.cuh>

struct Op {
  static __device__ int sm;
  __device__ int operator()(int a, int b) const { Op o; return a + b + o.sm; }
};
__device__ int Op::sm;
__global__ void cub_operator_static_member(const int *in, int *out) {
  __shared__ cub::BlockReduce<int, 128>::TempStorage ts;
  if (blockIdx.x == 1 && threadIdx.x == 0) Op::sm = 5;
  int s = cub::BlockReduce<int, 128>(ts).Reduce(in[threadIdx.x], Op());
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
