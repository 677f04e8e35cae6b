//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on

// After __syncwarp each thread reads its neighbour's element and writes
// its own: thread 1 reads A[0] while thread 0 writes A[0], with no barrier
// between them.

__global__ void warp_exchange(int *A)
{
    A[threadIdx.x] = threadIdx.x;
    __syncwarp();
    A[threadIdx.x] += A[threadIdx.x ^ 1];  // error: race on A
}
