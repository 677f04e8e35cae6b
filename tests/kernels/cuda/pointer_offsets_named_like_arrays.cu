//pass
//--blockDim=64 --gridDim=8

// Each kernel moves its parameter `x` to its block's part. The first
// kernel's local offset of `x` and the second kernel's array `x` must not
// share a name (they did: the reduction then took the local for the array
// and stopped with an internal error).

__global__ void first(float *x)
{
    x += blockIdx.x * blockDim.x;
    x[threadIdx.x] = 0.0f;
}

__global__ void second(float *x)
{
    x += blockIdx.x * blockDim.x;
    x[threadIdx.x] = 1.0f;
}
