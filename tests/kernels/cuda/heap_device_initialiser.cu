//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=2
//heap_device_initialiser.cu:9:23: error: unsupported: an initialiser on device memory holding pointers

// `g` points into `buf` unless the host overwrites it: a heap of its own
// would miss the race between `buf[0]` and `g[0]` (found by red-teaming).

__device__ float buf[64];
__device__ float *g = buf;

__global__ void heap_device_initialiser(float *out) {
  if (threadIdx.x == 0) buf[0] = 1.0f;
  if (threadIdx.x == 1) g[0] = 2.0f;
}
