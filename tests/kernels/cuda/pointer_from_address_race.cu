//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// Each thread writes a float 2 bytes after the previous thread's (line
// 13): the floats overlap, so neighbours write the same bytes.

#include <cstdint>

__global__ void pointer_from_address_race(float *out) {
  int i = threadIdx.x;
  float *slot = (float *)((uintptr_t)out + 2 * i);
  *slot = (float)i; // error: possible write-write race on out
}
