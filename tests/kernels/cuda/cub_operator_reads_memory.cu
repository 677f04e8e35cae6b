//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cub_operator_reads_memory.cu:20:84: error: unsupported: cub::WarpReduce with an operator other than

// CUB calls the operator on values the model does not follow: one that
// reads memory (here through a pointer it holds) would lose those reads.

#include <cub/cub.cuh>

struct Weighted {
  const int *w;
  __device__ int operator()(int a, int b) const { return a + w[b]; }
};

__global__ void cub_operator_reads_memory(const int *in, const int *weights, int *out) {
  typedef cub::WarpReduce<int> WarpReduce;
  __shared__ typename WarpReduce::TempStorage storage[2];
  Weighted op;
  op.w = weights;
  out[threadIdx.x] = WarpReduce(storage[threadIdx.x / 32]).Reduce(in[threadIdx.x], op);
}
