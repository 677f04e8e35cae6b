//xfail:NOT_ALL_VERIFIED
//--blockDim=1 --gridDim=[2147483647,4]
//possible write-write race on a

// A grid may hold 2^32 threads or more: here 4 * (2^31 - 1). CUDA numbers
// the grid's threads in 64 bits, so the threads of the last rows have a
// rank of 2^32 or more, and they all write a[0]. (ivl's header once
// computed the rank in 32 bits, where it wrapped, and verified this.)

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void cooperative_grid_rank_64bit(int *a) {
  cg::grid_group g = cg::this_grid();
  if (g.thread_rank() >= (1ull << 32))
    a[0] = blockIdx.x; // error: possible write-write race on a
}
