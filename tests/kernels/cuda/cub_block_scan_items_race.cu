//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//possible read-write race on tile

// The scan reads each of a thread's items: here they are the next thread's
// row of a shared tile, which that thread writes without a barrier first.

#include <cub/cub.cuh>

__global__ void cub_block_scan_items_race(const int *in, int *out) {
  typedef cub::BlockScan<int, 128> BlockScan;
  __shared__ typename BlockScan::TempStorage storage;
  __shared__ int tile[128][4];
  int base = (blockIdx.x * 128 + threadIdx.x) * 4;
  for (int k = 0; k < 4; k++)
    tile[threadIdx.x][k] = in[base + k];
  int items[4];
  BlockScan(storage).InclusiveSum(tile[(threadIdx.x + 1) % 128], items);  // error: possible read-write race on tile
  for (int k = 0; k < 4; k++)
    out[base + k] = items[k];
}
