//pass
//--blockDim=64 --gridDim=4

// <complex> and <thrust/complex.h> together: `complex<float>` names two
// types, but `thrust::complex<float>`, written with its namespace, names
// one (Thrust's, whose parts ivl knows). Each thread writes its own
// element.

#include <complex>
#include <thrust/complex.h>

__global__ void rotate(float *in, thrust::complex<float> *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  thrust::complex<float> s(in[i], 0.0f), t(1.0f, 2.0f);
  s += t * s;
  out[i] = s;
}
