//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//thrust_complex_name_nested_namespace_unsupported.cu:18:19: error: unsupported: memory holding thrust::complex<float>

// Inside namespace N, `thrust::complex<float>` is N::thrust::complex (three
// doubles), not Thrust's: a qualified name is only taken for the one type
// whose name ends so, and here two do, so the type is not known.

#include <thrust/complex.h>

namespace N {
namespace thrust {
template <class T> struct complex {
  double re, im, extra;
};
} // namespace thrust

__global__ void k(thrust::complex<float> *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i / 2].re = i;
}
} // namespace N
