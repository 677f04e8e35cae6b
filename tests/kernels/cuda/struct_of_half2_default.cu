//pass
//--blockDim=64 --gridDim=2

// A struct of `__half2` fields declared without an initialiser (vLLM's
// `bf16_8_t`): `__half2() = default` runs nothing, so its fields hold
// whatever they hold until assigned.

#include <cuda_fp16.h>

struct half2x2 {
  __half2 lo;
  __half2 hi;
};

__global__ void struct_of_half2_default(__half2 *out, const __half2 *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  half2x2 v;
  v.lo = in[2 * i];
  v.hi = in[2 * i + 1];
  out[2 * i] = v.hi;
  out[2 * i + 1] = v.lo;
}
