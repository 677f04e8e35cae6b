//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on

// __syncwarp synchronises one warp only: thread 0 reads the element thread
// 32, of the other warp, writes.

__global__ void other_warp(int *A, int *B)
{
    A[threadIdx.x] = threadIdx.x;
    __syncwarp();
    B[threadIdx.x] = A[threadIdx.x ^ 32];  // error: possible read-write race on A
}
