//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//syncwarp_unsupported.cu:13:5: error: unsupported: `__syncwarp` \(not modelled yet\)

// __syncwarp orders the accesses of one warp's threads: a barrier for the
// threads of a warp, which the GPU layer does not have yet. Taking it as
// nothing would report races it prevents; taking it as a block barrier
// would hide races between warps. Until then it is rejected.

__global__ void warp_exchange(int *A)
{
    A[threadIdx.x] = threadIdx.x;
    __syncwarp();
    A[threadIdx.x] += A[threadIdx.x ^ 1];
}
