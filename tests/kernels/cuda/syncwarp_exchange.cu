//pass
//--blockDim=64 --gridDim=4

// __syncwarp orders the accesses of one warp's threads: after it, a thread
// reads the element its neighbour (thread id ^ 1, in the same warp) wrote.

__global__ void warp_exchange(int *A, int *B)
{
    A[blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x;
    __syncwarp();
    B[blockIdx.x * blockDim.x + threadIdx.x] = A[blockIdx.x * blockDim.x + (threadIdx.x ^ 1)];
}
