//pass
//--blockDim=64 --gridDim=4

// Code that tests __NVCC__ to mark its functions for the device (as
// XSBench's and SSIM's headers do): ivl follows nvcc and defines it.

#ifdef __NVCC__
#define BOTH __host__ __device__
#else
#define BOTH
#endif

BOTH int twice(int x) { return 2 * x; }

__global__ void double_all(int *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = twice(a[i]);
}
