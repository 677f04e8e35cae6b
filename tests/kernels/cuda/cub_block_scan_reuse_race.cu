//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//possible .*race on storage

// Using cub::BlockScan's temporary storage again without a __syncthreads()
// in between: the second scan's writes race with the first scan's reads,
// as CUB's documentation warns.

#include <cub/cub.cuh>

__global__ void cub_block_scan_reuse_race(const int *in, int *out) {
  typedef cub::BlockScan<int, 128> BlockScan;
  __shared__ typename BlockScan::TempStorage storage;
  int x = in[threadIdx.x];
  int a, b;
  BlockScan(storage).ExclusiveSum(x, a);
  BlockScan(storage).InclusiveSum(x, b);  // error: possible write-read race on storage
  out[threadIdx.x] = a + b;
}
