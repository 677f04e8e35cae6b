//pass
//--blockDim=32 --gridDim=2

// CUDA's pow(double, int) and pow(float, int), which C++'s <cmath> would
// otherwise answer with a host template: uninterpreted functions of their
// own. Each thread updates its own elements.

#include <cmath>

__global__ void powers(double *A, float *B) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i] = pow(A[i], 6);
  B[i] = pow(B[i], 2);
}
