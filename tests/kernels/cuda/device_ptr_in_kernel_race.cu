//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// Every thread writes *out, the first element of the array out wraps.

#include <thrust/device_ptr.h>

__global__ void device_ptr_in_kernel_race(thrust::device_ptr<int> out) {
  *out = threadIdx.x; // error: possible write-write race on out
}
