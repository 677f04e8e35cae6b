//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible [a-z-]+ race on

// The same kernel with Offset<0>: every thread writes A[-1].

template <int N> struct Offset {
    int base;
    __device__ int at() const { return base * N + N - 1; }
};

__global__ void strided(int *A)
{
    Offset<0> o;
    o.base = blockIdx.x * blockDim.x + threadIdx.x;
    A[o.at()] = o.base;  // error: race on A
}
