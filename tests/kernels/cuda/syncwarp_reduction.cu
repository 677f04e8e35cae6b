//pass
//--blockDim=128 --gridDim=16

// A block reduction whose last steps run in the first warp, each step's
// read and write separated by __syncwarp (the race-free form of the
// "warp-synchronous" unrolling). The other warps skip the branch as a
// whole, so the first warp's __syncwarp is no divergence.

#define N 128
#define STEP(offset)          \
    __syncwarp();             \
    sdata[tid] = v;           \
    __syncwarp();             \
    v += sdata[tid + offset]

__global__ void reduce(const int *in, int *out)
{
    __shared__ int sdata[N];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * N + tid];
    __syncthreads();
    if (tid < 64)
        sdata[tid] += sdata[tid + 64];
    __syncthreads();
    if (tid < 32) {
        int v = sdata[tid] + sdata[tid + 32];
        STEP(16);
        STEP(8);
        STEP(4);
        STEP(2);
        STEP(1);
        if (tid == 0)
            out[blockIdx.x] = v;
    }
}
