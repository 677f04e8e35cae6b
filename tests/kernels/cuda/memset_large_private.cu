//pass
//--blockDim=64 --gridDim=4

// A memset longer than 4096 bytes (fsm's `memset(state, 0, TABSIZE)` of a
// 32 KB private table) is a loop over its bytes.

#include <string.h>

#define TABSIZE 32768

__global__ void table(const unsigned char *data, unsigned char *out, int n) {
  unsigned char state[TABSIZE];
  memset(state, 0, TABSIZE);
  for (int i = 0; i < n; i++) {
    int pc = data[i] & (TABSIZE - 1);
    state[pc] = state[pc] + 1;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = state[threadIdx.x];
}
