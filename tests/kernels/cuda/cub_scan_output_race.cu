//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//possible write-write race on total

// The block aggregate goes where the call says: every thread writing it to
// the same element races.

#include <cub/cub.cuh>

__global__ void cub_scan_output_race(const int *in, int *out, int *total) {
  typedef cub::BlockScan<int, 128> BlockScan;
  __shared__ typename BlockScan::TempStorage storage;
  int y;
  BlockScan(storage).ExclusiveSum(in[threadIdx.x], y, total[0]);  // error: possible write-write race on total
  out[threadIdx.x] = y;
}
