//pass
//--blockDim=64 --gridDim=2

// A struct argument made from one buffer and another buffer passed beside
// it: distinct arrays, as in the launch.

#include <thrust/device_ptr.h>

struct P { const int *a; };

__global__ void launch_struct_argument_distinct(P p, thrust::device_ptr<int> out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = p.a[t + 1];
}

void host(int *d, int *e) {
  P p = {d};
  launch_struct_argument_distinct<<<2, 64>>>(p, thrust::device_ptr<int>(e));
}
