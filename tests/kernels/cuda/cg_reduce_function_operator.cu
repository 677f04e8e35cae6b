//pass
//--blockDim=64 --gridDim=2

// cg::reduce with functions of the program's that touch no memory (one on
// a struct, with expf): their calls are left out; the reduced values are
// arbitrary.

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

struct SumMax {
  float maxval;
  float sum;
};

__device__ SumMax combine(SumMax a, SumMax b) {
  bool a_bigger = a.maxval > b.maxval;
  SumMax big = a_bigger ? a : b;
  SumMax small = a_bigger ? b : a;
  SumMax res;
  res.maxval = big.maxval;
  res.sum = big.sum + small.sum * expf(small.maxval - big.maxval);
  return res;
}

__device__ float add(float a, float b) { return a + b; }

__global__ void cg_reduce_function_operator(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * 64 + threadIdx.x;
  float s = cg::reduce(warp, in[i], add);
  SumMax p;
  p.maxval = in[i];
  p.sum = 1.0f;
  SumMax t = cg::reduce(warp, p, combine);
  out[i] = s + t.sum;
}
