//pass
//--blockDim=128 --gridDim=4

// cub::BlockScan and BlockReduce over each thread's items (a blocked
// arrangement of 4 per thread, as HeCBench's blockScan has): every item is
// read, every output item written, with a barrier before the storage is
// used again.

#include <cub/cub.cuh>

struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

__global__ void cub_block_scan_items(const int *in, int *out, int *totals) {
  typedef cub::BlockScan<int, 128> BlockScan;
  typedef cub::BlockReduce<int, 128> BlockReduce;
  __shared__ union {
    typename BlockScan::TempStorage scan;
    typename BlockReduce::TempStorage reduce;
  } storage;
  int base = (blockIdx.x * 128 + threadIdx.x) * 4;
  int items[4];
  for (int k = 0; k < 4; k++)
    items[k] = in[base + k];
  int total;
  BlockScan(storage.scan).ExclusiveSum(items, items, total);
  __syncthreads();
  int running[4];
  BlockScan(storage.scan).InclusiveScan(items, running, MaxOp());
  __syncthreads();
  int largest = BlockReduce(storage.reduce).Reduce(running, MaxOp());
  for (int k = 0; k < 4; k++)
    out[base + k] = items[k] + running[k];
  if (threadIdx.x == 0)
    totals[blockIdx.x] = total + largest;
}
