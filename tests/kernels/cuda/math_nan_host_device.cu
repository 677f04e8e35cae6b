//pass
//--blockDim=64 --gridDim=2

// `nan("")` and `nanf("")` are device functions as well as C's, so a
// `__host__ __device__` function may return them (interval's empty
// interval).

#include <cmath>

__host__ __device__ double empty_bound() { return ::nan(""); }

__global__ void math_nan_host_device(double *lo, float *hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  lo[i] = empty_bound();
  hi[i] = nanf("tag");
}
