//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cg_reduce_user_operator.cu:22:13: error: unsupported: cg::reduce with an operator other than cooperative groups' own

// cg::reduce calls its operator in every lane: this one writes trace[0],
// a race between all threads. Taking the reduction as an arbitrary value
// never ran the operator and the race verified; only cooperative groups'
// own operators (cg::plus<T>{} ...) and the program's functions that touch
// no memory are accepted.

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__device__ int trace[1];
struct TracingPlus {
    __device__ int operator()(int a, int b) const { trace[0] = a; return a + b; }
};
__global__ void k(const int *in, int *out)
{
    auto warp = cg::tiled_partition<32>(cg::this_thread_block());
    int v = in[threadIdx.x];
    int s = cg::reduce(warp, v, TracingPlus{});
    if (warp.thread_rank() == 0)
        out[warp.meta_group_rank()] = s;
}
