//pass
//--blockDim=128 --gridDim=8

// bfloat16 (cuda_bf16.h): `__nv_bfloat16` is its own float format, the
// prelude's `bfloat16`; its conversions, arithmetic, pair functions and
// shuffles are read, each thread on its own elements.

#include <cuda_bf16.h>

__global__ void scale(__nv_bfloat16 *x, __nv_bfloat162 *pairs, float *out, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    __nv_bfloat16 v = __hmul(x[i], __float2bfloat16(s));
    v = __shfl_xor_sync(0xffffffff, v, 1);
    x[i] = v;
    pairs[i] = __hadd2(pairs[i], __floats2bfloat162_rn(1.0f, 2.0f));
    out[i] = __bfloat162float(v) + __low2float(pairs[i]);
}
