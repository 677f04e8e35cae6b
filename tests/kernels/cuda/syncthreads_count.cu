//pass
//--blockDim=64 --gridDim=4

// __syncthreads_count is a barrier: each thread's write before it is seen
// by its neighbour after it, without a race. The count itself is not
// modelled (an arbitrary value), and only thread 0 stores it.

__global__ void count_positive(int *A, int *counts)
{
    __shared__ int S[64];
    unsigned t = threadIdx.x;
    S[t] = A[blockIdx.x * 64 + t];
    int c = __syncthreads_count(S[t] > 0);
    A[blockIdx.x * 64 + t] = S[(t + 1) % 64];
    if (t == 0)
        counts[blockIdx.x] = c;
}
