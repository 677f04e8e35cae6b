//pass
//--blockDim=64 --gridDim=8

// thrust::complex in device code (HeCBench's tsne): a struct of its real
// and imaginary parts, its arithmetic written in C over the math API.

#include <thrust/complex.h>

__global__ void twiddle(const float *phase, thrust::complex<float> *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    thrust::complex<float> w(cosf(phase[i]), sinf(phase[i]));
    thrust::complex<float> sum;
    sum += w * w;
    out[i] = sum + thrust::conj(w);
}
