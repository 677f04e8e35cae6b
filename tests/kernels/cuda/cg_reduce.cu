//pass
//--blockDim=256 --gridDim=8

// cg::reduce over a warp tile, as HeCBench's softmax and layernorm kernels
// use it: its value is arbitrary to ivl (warp-synchronous execution is not
// modelled) and it touches no memory; one thread per tile writes the
// tile's sum, then the first warp adds the tiles' sums.

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void block_sum(const float *in, float *out)
{
    __shared__ float partial[8];
    cg::thread_block block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    float v = in[blockIdx.x * blockDim.x + threadIdx.x];
    float s = cg::reduce(warp, v, cg::plus<float>{});
    if (warp.thread_rank() == 0)
        partial[warp.meta_group_rank()] = s;
    block.sync();
    if (warp.meta_group_rank() == 0) {
        float t = warp.thread_rank() < 8 ? partial[warp.thread_rank()] : 0.0f;
        t = cg::reduce(warp, t, cg::plus<float>{});
        if (warp.thread_rank() == 0)
            out[blockIdx.x] = t;
    }
}
