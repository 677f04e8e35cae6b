//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible (write-read|read-write) race on A

// std::min(A[i + 1], 5) reads the neighbour's element through the
// reference it is given, while the neighbour writes it.

#include <algorithm>

__global__ void reference_return_race(int *A) {
  int i = threadIdx.x;
  A[i] = std::min(A[i + 1], 5); // error: possible write-read race on A
}
