//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-(write|read) race on

// An alias template of an array type: Avail<3> is int32_t[7], so a row is 7
// ints, and thread t writing element 7 of row t writes row t + 1's element 0,
// which thread t + 1 writes too.

#include <cstdint>

template <int n> using Avail = int32_t[2 * n + 1];

template <int n> __global__ void rows(int *out) {
  __shared__ Avail<n> av[64];
  av[threadIdx.x][0] = threadIdx.x;
  int *row = av[threadIdx.x];
  row[2 * n + 1] = threadIdx.x + 100; // error: possible write-write race on
  out[threadIdx.x] = row[0]; // error: possible read-write race on
}

template __global__ void rows<3>(int *);
