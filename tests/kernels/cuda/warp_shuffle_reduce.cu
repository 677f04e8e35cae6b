//pass
//--blockDim=256 --gridDim=8

// A warp-level sum with __shfl_down_sync: the shuffles touch no memory, and
// the one write per warp goes to the warp's own element. ivl takes each
// shuffle's value as arbitrary (warp-synchronous execution is not
// modelled), which is enough here: no index depends on it.

__global__ void warp_sum(const float *in, float *out)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    float v = in[t];
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    if (threadIdx.x % warpSize == 0)
        out[t / warpSize] = v;
}
