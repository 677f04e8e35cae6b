//pass
//--blockDim=64 --gridDim=4

// CUB's BlockAdjacentDifference with the program's difference operator:
// each thread shares its last item through TempStorage, and reads its
// left neighbour's after the barrier.
#include <cub/cub.cuh>

struct Minus {
  __device__ int operator()(const int &a, const int &b) const { return a - b; }
};

__global__ void cub_adjacent_difference(const int *in, int *out) {
  typedef cub::BlockAdjacentDifference<int, 64> Diff;
  __shared__ typename Diff::TempStorage storage;
  int items[4];
  int tile = blockIdx.x * 256;
  cub::LoadDirectBlocked(threadIdx.x, in + tile, items);
  Diff(storage).SubtractLeft(items, items, Minus());
  __syncthreads();
  Diff(storage).SubtractRight(items, items, Minus());
  cub::StoreDirectBlocked(threadIdx.x, out + tile, items);
}
