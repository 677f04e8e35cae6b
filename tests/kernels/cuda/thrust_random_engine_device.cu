//pass
//--blockDim=64 --gridDim=4

// Thrust's default_random_engine in device code: each thread seeds its own
// engine, skips ahead and draws. The values go to the thread's own element.

#include <thrust/random.h>

__global__ void draw(unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  thrust::default_random_engine rng(i);
  rng.discard(3);
  out[i] = rng();
}
