//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//possible [a-z-]+ race on

// A tile's sync() orders the accesses of its own 32 threads only: reading
// the element of the same rank in the next tile races with its write.

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void next_tile(int *A, int *B)
{
    auto warp = cg::tiled_partition<32>(cg::this_thread_block());
    A[threadIdx.x] = threadIdx.x;
    cg::sync(warp);
    B[threadIdx.x] = A[(threadIdx.x + 32) % 128];  // error: race on A
}
