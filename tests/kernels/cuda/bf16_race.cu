//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//possible [a-z-]+ race on

// A neighbour's bfloat16 element read while the neighbour writes it.

#include <cuda_bf16.h>

__global__ void smooth(__nv_bfloat16 *x)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    x[i] = __hadd(x[i], x[i + 1]);  // error: race on x
}
