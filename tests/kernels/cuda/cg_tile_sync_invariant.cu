//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cg_tile_sync_invariant.cu:16:9: error: unsupported: barrier invariants on a warp's barrier

// A barrier invariant stated before a tile's sync(): a warp's barrier
// carries none (only the warp's threads would check it, every thread
// assume it). This was an internal error.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(int *A)
{
    auto warp = cg::tiled_partition<32>(cg::this_thread_block());
    if (threadIdx.x < 32) {
        __barrier_invariant_1(threadIdx.x < 32, 32);
        warp.sync();
        A[0] = threadIdx.x;
    }
}
