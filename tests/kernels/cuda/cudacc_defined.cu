//pass
//--blockDim=64 --gridDim=4

// __CUDACC__ is defined, as nvcc defines it: code that marks its helpers
// __host__ __device__ only under it (HeCBench's groupnorm) calls them from
// a kernel.

#if defined(__CUDACC__)
#define HOST_DEVICE __host__ __device__
#else
#define HOST_DEVICE
#endif

template <class T> HOST_DEVICE T ceil_div(T a, T b) { return (a + b - 1) / b; }

__global__ void blocks(int *A, int n)
{
    A[blockIdx.x * blockDim.x + threadIdx.x] = ceil_div(n, (int)blockDim.x);
}
