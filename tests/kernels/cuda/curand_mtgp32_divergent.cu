//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible barrier divergence

// Found by red-teaming: cuRAND's MTGP32 draw synchronises the block
// (__syncthreads() twice), so a draw only some threads make is barrier
// divergence.

#include <curand_kernel.h>

__global__ void curand_mtgp32_divergent(curandStateMtgp32_t *states, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < 32)
    out[i] = curand(&states[blockIdx.x]);  // error: possible barrier divergence
}
