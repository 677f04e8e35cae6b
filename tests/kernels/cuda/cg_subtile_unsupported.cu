//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cg_subtile_unsupported.cu:15:37: error: unsupported: a tile partitioned from something other than a thread block

// A tile of a tile numbers its tiles within its parent: quad's
// meta_group_rank() is 0 to 7 in every warp, so threads 0 and 32 both
// write out[0]. ivl's tiles number within the block, which made this race
// verify; tiles of tiles are rejected.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void k(int *out)
{
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    cg::thread_block_tile<4> quad = cg::tiled_partition<4>(warp);
    if (quad.thread_rank() == 0)
        out[quad.meta_group_rank()] = threadIdx.x;
}
