//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out

// Host code that does not compile here may lie in the program's own
// header (headers/host_check.h: a host function template calling a
// device-only function): it is skipped with a warning, and the kernel is
// still checked: its race is found.

#include "headers/host_check.h"

__global__ void scale(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i % 32] = in[i]; // error: possible write-write race on out
}

int main() {
  float h[256] = {0};
  return all_finite(h, 256) ? 0 : 1;
}
