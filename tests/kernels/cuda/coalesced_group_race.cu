//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=2

#include <cooperative_groups.h>

// coalesced_group.cu indexing by the rank in the group: each warp of the
// block has a thread of rank 0, and they write out[0] with their own ids.

__global__ void count_active(int *out, int *count) {
  auto g = cooperative_groups::coalesced_threads();
  out[g.thread_rank()] = threadIdx.x;  // error: possible write-write race on out
}
