//pass
//--blockDim=64 --gridDim=4

// ivl's header declares C's math for the host as glibc does, so <cmath>
// and <math.h> included after it redeclare the same functions; host and
// device code each call their own fabsf.

#include <cmath>
#include <math.h>

__global__ void magnitude(float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  x[i] = fabsf(x[i]) + std::fabs(x[i]);
}

int main() {
  float *x;
  cudaMalloc(&x, 256 * sizeof(float));
  magnitude<<<4, 64>>>(x);
  return (int)fabsf(-1.0f) + (int)std::sqrt(4.0);
}
