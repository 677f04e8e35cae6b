//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out

// A whole program whose host code uses Thrust, which ivl does not have:
// <thrust/...> is read as empty, main (which then does not compile) is
// skipped with a warning, and the kernel is still checked: its race is found.

#include <thrust/device_vector.h>
#include <thrust/sort.h>

__global__ void histogram(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i % 16] = in[i]; // error: possible write-write race on out
}

int main() {
  thrust::device_vector<int> in(256), out(16);
  thrust::sequence(in.begin(), in.end());
  histogram<<<4, 64>>>(thrust::raw_pointer_cast(in.data()),
                       thrust::raw_pointer_cast(out.data()));
  thrust::sort(out.begin(), out.end());
  return 0;
}
