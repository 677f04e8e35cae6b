//pass
//--blockDim=64 --gridDim=4

// Host code calling sqrt and fabs without <cmath> (nvcc's host compiler
// finds them; ivl's device-only header does not): main is skipped with a
// warning, and the kernel verifies.

__global__ void scale(float *x, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  x[i] = x[i] * s;
}

int main() {
  double s = sqrt(2.0) + fabs(-1.0);
  float *x;
  cudaMalloc(&x, 256 * sizeof(float));
  scale<<<4, 64>>>(x, (float)s);
  return 0;
}
