//pass
//--blockDim=32 --gridDim=1

// cub::Traits<T>: a key's bits and the radix sort's order-preserving
// twiddles, computed as CUB defines them. TwiddleOut undoes TwiddleIn for
// every float key, and a signed key has its sign bit flipped.

#include <cub/cub.cuh>
#include <cassert>

__global__ void twiddle(const unsigned *in, unsigned *out) {
  unsigned k = in[threadIdx.x];
  typename cub::Traits<float>::UnsignedBits t = cub::Traits<float>::TwiddleIn(k);
  assert(cub::Traits<float>::TwiddleOut(t) == k);
  assert(cub::Traits<int>::TwiddleIn(0x80000000u) == 0u);
  assert(cub::Traits<float>::TwiddleIn(0x80000000u) == 0x7fffffffu);
  out[threadIdx.x] = t;
}
