//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//possible .*race on idx

// The output argument's index reads idx[0] before the call (C++ evaluates
// every argument first), so before the scan's barrier: a race with thread
// 0's write. ivl once placed the read after the barrier (found by
// red-teaming).

#include <cub/cub.cuh>

__global__ void cub_output_argument_before_barrier(const int *in, int *out) {
  typedef cub::BlockScan<int, 128> BS;
  __shared__ typename BS::TempStorage ts;
  __shared__ int idx[1];
  int res[2];
  if (threadIdx.x == 0) idx[0] = 1;
  BS(ts).ExclusiveSum(in[threadIdx.x], res[idx[0] & 1]);  // error: possible read-write race on idx
  out[threadIdx.x] = res[0];
}
