//pass
//--blockDim=64 --gridDim=2

// thrust::device_ptr passed to a kernel: indexing it, dereferencing it and
// get() reach the array it wraps.

#include <thrust/device_ptr.h>

__global__ void device_ptr_in_kernel(thrust::device_ptr<const int> in, thrust::device_ptr<int> out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  out[i] = v + *in;
  out.get()[i] += 1;
}
