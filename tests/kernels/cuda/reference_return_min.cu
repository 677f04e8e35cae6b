//pass
//--blockDim=64 --gridDim=4

// std::min and std::max return a const reference, as does pick: the call's
// value is what the reference refers to when the call returns, here each
// thread's own element.

#include <algorithm>

__device__ const int &pick(const int &a, const int &b) { return a < b ? a : b; }

__global__ void reference_return_min(int *A, float *F) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int m = std::min(A[i], 5);
  __assert(m <= 5);
  A[i] = m + std::max((int)threadIdx.x, 2) + pick(A[i], 7);
  F[i] = std::min(F[i], 1.0f);
}
