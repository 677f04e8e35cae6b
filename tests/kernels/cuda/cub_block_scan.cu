//pass
//--blockDim=128 --gridDim=4

// cub::BlockScan's sums and scans, with a __syncthreads() before the
// temporary storage is used again, and cub::WarpScan and WarpReduce per
// warp (their storage, one per warp, is never accessed).

#include <cub/cub.cuh>

struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

__global__ void cub_block_scan(const int *in, int *out, int *totals) {
  typedef cub::BlockScan<int, 128> BlockScan;
  __shared__ typename BlockScan::TempStorage storage;
  int i = blockIdx.x * 128 + threadIdx.x;
  int x = in[i];
  int prefix, total;
  BlockScan(storage).ExclusiveSum(x, prefix, total);
  __syncthreads();
  int running;
  BlockScan(storage).InclusiveScan(x, running, MaxOp());
  out[i] = prefix + running;
  if (threadIdx.x == 0) {
    totals[blockIdx.x] = total;
  }
  typedef cub::WarpScan<int> WarpScan;
  typedef cub::WarpReduce<float> WarpReduce;
  __shared__ typename WarpScan::TempStorage scans[4];
  __shared__ typename WarpReduce::TempStorage sums[4];
  int lane_prefix;
  WarpScan(scans[threadIdx.x / 32]).ExclusiveScan(x, lane_prefix, 0, cub::Max());
  float warp_sum = WarpReduce(sums[threadIdx.x / 32]).Sum((float)lane_prefix);
  if (threadIdx.x % 32 == 0) {
    out[4 * 128 + blockIdx.x * 4 + threadIdx.x / 32] = (int)warp_sum;
  }
}
