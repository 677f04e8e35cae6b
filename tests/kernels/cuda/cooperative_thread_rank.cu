//pass
//--blockDim=[8,4] --gridDim=[4,2]

// A thread block's thread_rank() and size() and the grid's thread_rank()
// number the threads 0, 1, ... across 2-D blocks and grids: each thread
// writes its own element of A, then its grid-wide one of B.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void cooperative_thread_rank(unsigned *A, unsigned long long *B) {
  cg::thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();
  unsigned r = block.thread_rank();
  A[(blockIdx.y * gridDim.x + blockIdx.x) * block.size() + r] = r;
  block.sync();
  B[grid.thread_rank()] = grid.size() + grid.block_rank();
}
