//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//this assertion could not be proved

// cub::Traits<float>::TwiddleIn changes a key's bits (a positive key gets
// its sign bit set): it is computed, not left unknown, so this assertion
// fails.

#include <cub/cub.cuh>
#include <cassert>

__global__ void twiddle(const unsigned *in, unsigned *out) {
  unsigned k = in[threadIdx.x];
  assert(cub::Traits<float>::TwiddleIn(k) == k); // error: this assertion could not be proved
  out[threadIdx.x] = k;
}
