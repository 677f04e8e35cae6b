//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible

// Thread 0 of each block writes the first item of the next block's tile,
// which that block loads: a race between blocks.
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>

__global__ void cub_block_load_race(int *data) {
  typedef cub::BlockLoad<int, 64, 2> Load;
  typedef cub::BlockStore<int, 64, 2> Store;
  __shared__ typename Load::TempStorage load_storage;
  __shared__ typename Store::TempStorage store_storage;
  int items[2];
  Load(load_storage).Load(data + blockIdx.x * 128, items);
  items[0] += 1;
  Store(store_storage).Store(data + blockIdx.x * 128, items);
  if (threadIdx.x == 0)
    data[(blockIdx.x + 1) * 128] = items[1];  // error: possible write-read race on data
}
// error@20: possible write-write race on data
