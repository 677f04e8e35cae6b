//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible [a-z-]+ race on

// The predicate of __syncthreads_count is evaluated before the barrier, so
// reading the neighbour's element in it races with the neighbour's write.

__global__ void count_neighbours(int *A, int *counts)
{
    __shared__ int S[64];
    unsigned t = threadIdx.x;
    S[t] = A[blockIdx.x * 64 + t];
    int c = __syncthreads_count(S[(t + 1) % 64] > 0);  // error: possible read-write race on S
    if (t == 0)
        counts[blockIdx.x] = c;
}
