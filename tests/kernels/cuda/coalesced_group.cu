//pass
//--blockDim=128 --gridDim=2

#include <cooperative_groups.h>

// A coalesced group (the threads of a warp that make the call together):
// its size is between 1 and 32 and a thread's rank below the size; which
// threads they are is not modelled, so rank 0 adds the size atomically
// and each thread writes its own slot.

__global__ void count_active(int *out, int *count) {
  auto g = cooperative_groups::coalesced_threads();
  __assert(g.size() >= 1 && g.size() <= 32);
  __assert(g.thread_rank() < g.num_threads());
  if (g.thread_rank() == 0) {
    atomicAdd(count, (int)g.size());
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = g.shfl((int)threadIdx.x, 0);
}
