//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// CUDA's headers include <assert.h>: kernels (and host code) use assert
// without including it. Host code calling min and max compiles too (CUDA
// declares them for host and device), in a file with a kernel template,
// where host code that does not compile could not be skipped.

template <int N>
__global__ void assert_without_include(const int *A, int *B) {
  assert(A[threadIdx.x] >= 0); // error: this assertion could not be proved
  B[threadIdx.x] = min(A[threadIdx.x], N);
}

int main() {
  int bound = max(3, 4);
  assert(bound == 4);
  assert_without_include<8><<<1, 64>>>(nullptr, nullptr);
  return 0;
}
