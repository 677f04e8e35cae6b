//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cub_operator_default_argument.cu:25:65: error: unsupported: cub::BlockReduce with an operator other than CUB's

// CUB's calls of the operator evaluate its default argument, which writes
// memory (a write-write race on stamps[0] if it ran); the model leaves
// those calls out, so such an operator is refused.

#include <cub/cub.cuh>

__device__ int stamps[64];

__device__ int stamp() {
  stamps[0] = threadIdx.x;
  return 0;
}

struct AddStamped {
  __device__ int operator()(int a, int b, int c = stamp()) const { return a + b + c; }
};

__global__ void cub_operator_default_argument(const int *in, int *out) {
  typedef cub::BlockReduce<int, 64> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  int total = BlockReduce(temp_storage).Reduce(in[threadIdx.x], AddStamped());
  if (threadIdx.x == 0) {
    out[0] = total;
  }
}
