//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on

// Integer constants convert to bfloat16 rounding once, to nearest:
// 2^24 + 2^16 + 1 is 0x4B81, not 0x4B80 (rounding through float first gave
// 0x4B80, d was 0 and the race on A[0] verified).

#include <cuda_bf16.h>
__global__ void k(int *A)
{
  __nv_bfloat16 a = 16842752;   // 2^24 + 2^16     -> bf16 0x4B80
  __nv_bfloat16 b = 16842753;   // 2^24 + 2^16 + 1 -> bf16 0x4B81 (round to nearest)
  int d = __bfloat16_as_ushort(b) - __bfloat16_as_ushort(a);   // 1
  A[threadIdx.x * (1 - d)] = threadIdx.x;  // error: race on A
}
