//pass
//--blockDim=64 --gridDim=2

// CUB's WarpExchange, one TempStorage per warp: each warp's lanes swap
// their items through it, waiting for each other with __syncwarp.
#include <cub/warp/warp_exchange.cuh>

__global__ void cub_warp_exchange(const int *in, int *out) {
  typedef cub::WarpExchange<int, 4, 32> Exchange;
  __shared__ typename Exchange::TempStorage storage[2];
  int items[4];
  int tid = blockIdx.x * 64 + threadIdx.x;
  for (int i = 0; i < 4; i++)
    items[i] = in[tid * 4 + i];
  Exchange(storage[threadIdx.x / 32]).BlockedToStriped(items, items);
  for (int i = 0; i < 4; i++)
    out[tid * 4 + i] = items[i];
}
