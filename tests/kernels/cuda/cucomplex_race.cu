//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-read race on z

// Each thread multiplies its number by its neighbour's, which the
// neighbour overwrites.

#include <cuComplex.h>

__global__ void cucomplex_race(cuFloatComplex *z) {
  int i = threadIdx.x;
  z[i] = cuCmulf(z[i], z[(i + 1) % 64]); // error: possible write-read race on z
}
