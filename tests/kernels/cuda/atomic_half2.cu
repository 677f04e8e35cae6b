//pass
//--blockDim=64 --gridDim=4

// atomicAdd on a __half2 (HeCBench's f16atomic): each half of the element
// is accessed atomically, so the threads adding to one element do not race.

#include <cuda_fp16.h>

__global__ void atomic_half2(__half2 *sums, const __half2 *in) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&sums[tid % 16], in[tid]);
}
