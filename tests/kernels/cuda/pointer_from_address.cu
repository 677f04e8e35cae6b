//pass
//--blockDim=64 --gridDim=2

// A pointer made from a pointer's address moved by a count of bytes
// (Autoware's points2image: `(float *)((uintptr_t)cloud + i * step)`) is
// that pointer moved by those bytes: each thread reads its own record of
// `step` bytes and writes its own float.

#include <cstdint>

__global__ void pointer_from_address(const unsigned char *cloud, float *out, int step) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float *fp = (const float *)((uintptr_t)cloud + i * 16);
  float *slot = (float *)((uintptr_t)out + sizeof(float) * i);
  *slot = fp[0] + fp[3];
}
