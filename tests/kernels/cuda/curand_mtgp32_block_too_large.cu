//xfail:NOT_ALL_VERIFIED
//--blockDim=[32,16] --gridDim=2
//possible write-write race on states

// A block of 512 threads on one MTGP32 state: threads 256 apart share a
// word of the generator (it serves at most 256 threads).

#include <curand_kernel.h>

__global__ void curand_mtgp32_block_too_large(curandStateMtgp32_t *states, unsigned *out) {
  int t = threadIdx.y * blockDim.x + threadIdx.x;
  out[blockIdx.x * 512 + t] = curand(&states[blockIdx.x]);  // error: possible write-read race on states
}
// error@12: possible write-write race on states
