//pass
//

// A whole program, checked without size flags: every launch of the kernel
// gives 64 blocks of 256 threads (`<<<64, 256>>>` and `<<<dim3(64),
// dim3(256, 1)>>>`), so those are its sizes (with a warning saying so).

#include <cuda_runtime.h>

__global__ void scale(float *a, int n) {
  __assert(blockDim.x == 256 && gridDim.x == 64 && blockDim.y == 1);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = a[i] * 2.0f;
}

int main() {
  float *d;
  cudaMalloc(&d, 64 * 256 * sizeof(float));
  scale<<<64, 256>>>(d, 64 * 256);
  scale<<<dim3(64), dim3(256, 1)>>>(d, 100);
  cudaDeviceSynchronize();
  return 0;
}
