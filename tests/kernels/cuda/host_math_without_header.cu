//pass
//--blockDim=64 --gridDim=4

// Host code calling sqrt, fabs and fabsf without <cmath>: nvcc's headers
// include <math.h> for the host, and ivl's declare C's math for the host
// too, so main compiles (and is not verified).

__global__ void scale(float *x, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  x[i] = x[i] * s;
}

int main() {
  double s = sqrt(2.0) + fabs(-1.0) + fabsf(-1.0f);
  float *x;
  cudaMalloc(&x, 256 * sizeof(float));
  scale<<<4, 64>>>(x, (float)s);
  return 0;
}
