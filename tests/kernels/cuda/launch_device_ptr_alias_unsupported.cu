//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=2
//launch_device_ptr_alias_unsupported.cu:17:3: error: unsupported: a launch that passes the pointer `dp` in two arguments

// Both device_ptr arguments wrap one buffer: in place, out[t] = in[t + 1]
// races. The launch is refused (it was verified).

#include <thrust/device_ptr.h>

__global__ void launch_device_ptr_alias_unsupported(thrust::device_ptr<int> in, thrust::device_ptr<int> out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = in[t + 1];
}

void host(int *d) {
  thrust::device_ptr<int> dp(d);
  launch_device_ptr_alias_unsupported<<<2, 64>>>(dp, dp);
}
