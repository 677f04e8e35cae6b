//xfail:BUGLE_ERROR
//--blockDim=2 --gridDim=1
//thrust_complex_named_like_program_struct.cu:12:19: error: unsupported: memory holding complex<float>

// The program's own `complex<T>` (12 bytes) beside ivl's Thrust, whose
// `thrust::complex` is an alias template: the alias took the program's
// `complex<float>` to be Thrust's (8 bytes) and the race verified. An
// alias named like a struct template is neither.

#include <thrust/complex.h>
template <class T> struct complex { T x; T y; T w; };   // the program's own
__global__ void k(complex<float> *p, thrust::complex<float> *q)
{
    q[threadIdx.x] = thrust::complex<float>(1.0f, 2.0f);
    float *f = (float *)p;
    if (threadIdx.x == 0) (p + 1)->x = 1.0f;   // bytes 12..15
    if (threadIdx.x == 1) f[3] = 2.0f;         // bytes 12..15: race
}
