//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on

// memset sets 8 bytes from element t of buf (line 11), two ints: thread t
// sets int t + 1 to bytes of t while thread t + 1 sets it to bytes of t + 1.

#include <string.h>

__global__ void bytes_memset_race(int *buf) {
  memset(&buf[threadIdx.x], threadIdx.x, 2 * sizeof(int)); // error: possible write-write race on
}
