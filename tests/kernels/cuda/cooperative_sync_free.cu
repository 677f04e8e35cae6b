//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-read race on A

// cg::sync(cta), the free function, is the block's barrier: the read of a
// neighbour's element (line 16) is ordered after the writes (line 14), but
// the write at line 17 races with a neighbour's read at line 16.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void cooperative_sync_free(int *A) {
  cg::thread_block cta = cg::this_thread_block();
  A[threadIdx.x] = 1;
  cg::sync(cta);
  int v = A[(threadIdx.x + 1) % blockDim.x];
  A[threadIdx.x] = v;  // error: possible write-read race on A
}
