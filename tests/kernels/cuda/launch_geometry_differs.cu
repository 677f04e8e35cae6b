//xfail:NOT_ALL_VERIFIED
//
//this assertion could not be proved

// Two launches with different sizes give the kernel no sizes of their
// own: it is checked for any, and the assertion about them fails.

#include <cuda_runtime.h>

__global__ void scale(float *a, int n) {
  __assert(blockDim.x == 256); // error: this assertion could not be proved
}

int main() {
  float *d;
  cudaMalloc(&d, 64 * 256 * sizeof(float));
  scale<<<64, 256>>>(d, 64 * 256);
  scale<<<32, 128>>>(d, 32 * 128);
  return 0;
}
