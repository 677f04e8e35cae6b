//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible (write-read|read-write) race on A

// printf's arguments are read: each thread prints its right neighbour's
// element, which that neighbour writes with no barrier in between.

#include <cstdio>

__global__ void printf_race(int *A) {
  A[threadIdx.x] = threadIdx.x;
  printf("%d\n", A[threadIdx.x + 1]); // error: possible read-write race on A
}
