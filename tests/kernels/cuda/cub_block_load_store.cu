//pass
//--blockDim=128 --gridDim=4

// CUB's BlockLoad through shared memory (WARP_TRANSPOSE) and BlockStore
// (DIRECT): the block loads its 512 items, each thread doubles its four,
// and the block stores them back; the TempStorage of the load is reused
// after a barrier, as CUB requires, for a guarded load stored striped.
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>

__global__ void cub_block_load_store(const int *in, int *out) {
  typedef cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE> Load;
  typedef cub::BlockStore<int, 128, 4, cub::BLOCK_STORE_DIRECT> Store;
  __shared__ typename Load::TempStorage load_storage;
  __shared__ typename Store::TempStorage store_storage;
  int items[4];
  int tile = blockIdx.x * 512;
  Load(load_storage).Load(in + tile, items);
  for (int i = 0; i < 4; i++)
    items[i] *= 2;
  Store(store_storage).Store(out + tile, items);
  __syncthreads();
  Load(load_storage).Load(in + tile, items, 300, -1);
  cub::StoreDirectStriped<128>(threadIdx.x, out + 2048 + tile, items);
}
