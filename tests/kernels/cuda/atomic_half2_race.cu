//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-atomic race on sums

// Thread 0 of each block also stores to an element the others add to
// atomically: the plain write races with the atomic additions.

#include <cuda_fp16.h>

__global__ void atomic_half2_race(__half2 *sums, const __half2 *in) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&sums[tid % 16], in[tid]);
  if (threadIdx.x == 0)
    sums[3] = in[tid + 1];  // error: possible write-write race on sums.x
}
// error@14: possible write-atomic race on sums.x
// error@14: possible write-write race on sums.y
// error@14: possible write-atomic race on sums.y
