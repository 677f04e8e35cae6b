//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//possible write-write race on out

// Reduce's operator argument is evaluated for its effects (here a racy
// write before the operator), not only typed. (Found by red-teaming: it
// verified once; then it was refused.)

#include <cub/cub.cuh>

__global__ void k(int *in, int *out) {
  __shared__ cub::BlockReduce<int, 256>::TempStorage ts;
  int x = in[blockIdx.x * 256 + threadIdx.x];
  int s = cub::BlockReduce<int, 256>(ts).Reduce(x, (out[0] = threadIdx.x, cub::Sum()));  // error: possible write-write race on out
  if (threadIdx.x == 0) out[blockIdx.x] = s;  // error: possible write-write race on out
}
