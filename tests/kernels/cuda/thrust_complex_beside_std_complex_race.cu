//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// `thrust::complex<float>` beside <complex>: Thrust's two floats per
// element. Threads 2j and 2j + 1 both write out[j].

#include <complex>
#include <thrust/complex.h>

__global__ void rotate(float *in, thrust::complex<float> *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  thrust::complex<float> s(in[i], (float)i);
  out[i / 2] = s;  // error: possible write-write race on out.y
}
// error@13: possible write-write race on out.x
