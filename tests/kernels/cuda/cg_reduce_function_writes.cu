//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cg_reduce_function_writes.cu:21:13: error: unsupported: cg::reduce with an operator other than

// A reduction function that writes memory: its calls, left out of the
// model, would lose the race on log[0]; refused.

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__device__ int log_of_calls[1];

__device__ float add_logged(float a, float b) {
  log_of_calls[0] = (int)a;
  return a + b;
}

__global__ void cg_reduce_function_writes(const float *in, float *out) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  float s = cg::reduce(warp, in[threadIdx.x], add_logged);
  out[threadIdx.x] = s;
}
