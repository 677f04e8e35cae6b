//xfail:NOT_ALL_VERIFIED
//--blockDim=[8,4] --gridDim=[4,2]
//possible write-write race on A

// thread_rank() numbers a block's threads only: threads of different
// blocks with the same rank write the same element of A.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void cooperative_thread_rank_race(unsigned *A) {
  cg::thread_block block = cg::this_thread_block();
  A[block.thread_rank()] = blockIdx.x; // error: possible write-write race on A
}
