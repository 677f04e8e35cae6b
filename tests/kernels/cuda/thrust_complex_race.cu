//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible [a-z-]+ race on

// The index comes from the real part of a complex number every thread
// of a block builds alike: they all write one element.

#include <thrust/complex.h>

__global__ void index_by_real(thrust::complex<float> *out)
{
    thrust::complex<float> c(0.0f, (float)threadIdx.x);
    out[blockIdx.x + (int)c.real()] = c;  // error: race on out
}
