//xfail:NOT_ALL_VERIFIED
//--blockDim=[4,1,2] --gridDim=4
//possible write-write race on states

// Found by red-teaming: cuRAND's MTGP32 numbers a thread blockDim.z *
// blockDim.y * threadIdx.z + blockDim.x * threadIdx.y + threadIdx.x, so in
// a block of (4, 1, 2) threads (2, 0, 0) and (0, 0, 1) are both 2 and
// write one word of the state.

#include <curand_kernel.h>

__global__ void curand_mtgp32_3d_block_race(curandStateMtgp32_t *states, unsigned *out) {
  int t = threadIdx.z * 4 + threadIdx.x;
  out[blockIdx.x * 8 + t] = curand(&states[blockIdx.x]);  // error: possible write-read race on states
}
// error@14: possible write-write race on states
