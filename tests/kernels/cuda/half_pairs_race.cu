//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-(read|write) race on A\.y

// Each thread writes its own pair's low lane and its neighbour's high lane
// (A[i + 1].y), which the neighbour writes too: a race on the `y` lanes.

#include <cuda_fp16.h>

__global__ void half_pairs_race(half2 *A, const __half *B) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i].x = __hadd(B[i], B[i]);
  A[i] = __halves2half2(A[i].x, B[i]);
  A[i + 1].y = __hneg(B[i]); // error: possible write-write race on A.y
}
