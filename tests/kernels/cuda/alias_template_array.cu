//pass
//--blockDim=64 --gridDim=4

// An alias template of an array type (langford's `template <int n> using
// Availability = int32_t[2 * n + 1];`): Avail<3> is int32_t[7]. Each thread
// has its own row of the shared array, so nothing races.

#include <cstdint>

template <int n> using Avail = int32_t[2 * n + 1];

template <int n> __device__ void fill(Avail<n> &a, int v) {
  for (int i = 0; i < 2 * n + 1; i++)
    a[i] = v;
}

template <int n> __global__ void rows(int *out) {
  __shared__ Avail<n> av[64];
  fill<n>(av[threadIdx.x], threadIdx.x);
  out[blockIdx.x * blockDim.x + threadIdx.x] = av[threadIdx.x][2 * n];
}

template __global__ void rows<3>(int *);
