//pass
//--blockDim=64 --gridDim=4

// A program whose host code runs CUB's device-wide algorithms
// (`cub::DeviceScan::ExclusiveSum`, from <cub/device/device_scan.cuh> and
// <cub/util_type.cuh>) between launches: host code is not verified, and
// the kernel is.

#include <cub/util_type.cuh>
#include <cub/device/device_scan.cuh>

__global__ void sizes(int *out, const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * 2;
}

void host(int *d_in, int *d_out, int *d_offsets, int n) {
  void *temp = nullptr;
  size_t bytes = 0;
  sizes<<<4, 64>>>(d_out, d_in);
  cub::DeviceScan::ExclusiveSum(temp, bytes, d_out, d_offsets, n);
  cudaMalloc(&temp, bytes);
  cub::DeviceScan::ExclusiveSum(temp, bytes, d_out, d_offsets, n);
}
