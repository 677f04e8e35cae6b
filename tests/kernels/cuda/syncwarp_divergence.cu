//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible barrier divergence

// Half of a warp reaches __syncwarp (all 32 lanes must, with the full
// mask).

__global__ void half_warp(int *A)
{
    if (threadIdx.x < 16) {
        __syncwarp();  // error: possible barrier divergence
    }
    A[threadIdx.x] = 0;
}
