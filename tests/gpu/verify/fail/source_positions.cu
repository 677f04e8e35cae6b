// The CUDA source that tests/gpu/verify/fail/source_positions.ivl stands for.
__global__ void shift(unsigned *A) {
  A[threadIdx.x] = threadIdx.x;
  unsigned x = A[threadIdx.x + 1];
  __assert(x == threadIdx.x);
}
