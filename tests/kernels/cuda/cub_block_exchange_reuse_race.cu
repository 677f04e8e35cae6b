//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible

// TempStorage reused without a __syncthreads() after an exchange: a fast
// thread's write races with a slow thread's read inside the exchange, as
// CUB's documentation warns.
#include <cub/block/block_exchange.cuh>

__global__ void cub_block_exchange_reuse_race(const int *in, int *out) {
  typedef cub::BlockExchange<int, 64, 2> Exchange;
  __shared__ typename Exchange::TempStorage storage;
  int items[2];
  cub::LoadDirectBlocked(threadIdx.x, in + blockIdx.x * 128, items);
  Exchange(storage).BlockedToStriped(items, items);
  storage[threadIdx.x * 2] = items[0];  // error: possible write-read race on storage
  cub::StoreDirectBlocked(threadIdx.x, out + blockIdx.x * 128, items);
}
