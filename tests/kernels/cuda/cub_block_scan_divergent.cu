//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//barrier

// A block-wide scan waits for every thread of the block: called by half of
// them, it is barrier divergence.

#include <cub/cub.cuh>

__global__ void cub_block_scan_divergent(const int *in, int *out) {
  typedef cub::BlockScan<int, 128> BlockScan;
  __shared__ typename BlockScan::TempStorage storage;
  int x = in[threadIdx.x];
  int y = 0;
  if (threadIdx.x < 64) {
    BlockScan(storage).ExclusiveSum(x, y);  // error: possible barrier divergence
  }
  out[threadIdx.x] = y;
}
