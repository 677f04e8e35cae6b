//pass
//--blockDim=128 --gridDim=4

// A cooperative groups tile of 32 threads is a warp: its sync() is
// __syncwarp(), after which a thread reads its neighbour's element;
// thread_rank() and meta_group_rank() number the threads in the tile and
// the tiles in the block.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tiles(int *A, int *B)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    unsigned base = blockIdx.x * blockDim.x + warp.meta_group_rank() * warp.size();
    A[base + warp.thread_rank()] = threadIdx.x;
    warp.sync();
    B[base + warp.thread_rank()] = A[base + (warp.thread_rank() ^ 1)];
}
