//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-read race on data

// `(int *)((uintptr_t)p - 4)` is the int before p: thread i reads
// data[i - 1] (line 14) while thread i - 1 writes it (line 15), with no
// barrier in between.

#include <cstdint>

__global__ void pointer_from_address_back(int *data) {
  int i = threadIdx.x + 1;
  int *p = &data[i];
  int before = *(int *)((uintptr_t)p - 4);
  data[i] = before + i; // error: possible write-read race on data
}
