//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//possible write-write race on states

// Every block draws from the first MTGP32 state: the threads of rank t in
// two blocks use the same word of it, and race.

#include <curand_kernel.h>

__global__ void curand_mtgp32_shared_state_race(curandStateMtgp32_t *states, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = curand_uniform(&states[0]);  // error: possible write-read race on states
}
// error@12: possible write-write race on states
