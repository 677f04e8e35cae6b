//pass
//--blockDim=64 --gridDim=2

// cuComplex.h: complex numbers as vectors of two, with their arithmetic in
// C, each thread on its own element.

#include <cuComplex.h>

__global__ void cucomplex(cuFloatComplex *z, cuDoubleComplex *w, float *mag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  cuFloatComplex a = z[i];
  cuFloatComplex c = cuConjf(a);
  z[i] = cuCaddf(cuCmulf(a, c), make_cuFloatComplex(1.0f, 0.0f));
  mag[i] = cuCabsf(cuCdivf(a, c));
  w[i] = cuComplexFloatToDouble(cuCsubf(a, c));
}
