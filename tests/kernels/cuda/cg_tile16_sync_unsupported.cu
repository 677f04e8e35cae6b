//xfail:BUGLE_ERROR
//--blockDim=128 --gridDim=1
//cg_tile16_sync_unsupported.cu:15:5: error: unsupported: synchronising thread_block_tile<16>

// A tile of 16 threads is half a warp: its sync() synchronises part of a
// warp, which ivl does not model.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void half_warps(int *A, int *B)
{
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
    A[threadIdx.x] = threadIdx.x;
    tile.sync();
    B[threadIdx.x] = A[threadIdx.x ^ 1];
}
