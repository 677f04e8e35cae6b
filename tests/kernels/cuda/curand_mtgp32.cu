//pass
//--blockDim=256 --gridDim=4

// Each block draws from its own MTGP32 state, at most 256 threads a state,
// as cuRAND's MTGP32 generator requires.

#include <curand_kernel.h>

__global__ void curand_mtgp32(curandStateMtgp32_t *states, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = curand_uniform(&states[blockIdx.x]);
  out[i] += curand_normal(&states[blockIdx.x]);
}
