//xfail:BUGLE_ERROR
//--blockDim=256 --gridDim=4
//cub_block_reduce_op_effect.cu:14:75: error: unsupported

// Reduce's operator argument is evaluated for its effects (here a racy
// write before the operator), not only typed: this one is not modelled
// and is refused. (Found by red-teaming: it verified.)

#include <cub/cub.cuh>

__global__ void k(int *in, int *out) {
  __shared__ cub::BlockReduce<int, 256>::TempStorage ts;
  int x = in[blockIdx.x * 256 + threadIdx.x];
  int s = cub::BlockReduce<int, 256>(ts).Reduce(x, (out[0] = threadIdx.x, cub::Sum()));
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
