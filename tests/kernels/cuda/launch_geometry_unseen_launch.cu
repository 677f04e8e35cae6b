//xfail:NOT_ALL_VERIFIED
//
//possible write-write race on A

// One launch gives 1 block of 64 threads, but the kernel is also passed
// to a function that launches it with 2 blocks: a launch the front end
// does not see as `k<<<...>>>`. So the file gives the kernel no sizes, and
// the race of the 2-block launch (threads 0 and 64 write A[0]) is found.

#include <cstdio>

__global__ void k(int *A) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  if (t < 64)
    A[t] = t;
  else
    A[t - 64] = t;  // error: possible write-write race on A
}

template <class F> void launch(F f, int *d) { f<<<2, 64>>>(d); }

int main() {
  int *d;
  cudaMalloc(&d, 1024);
  k<<<1, 64>>>(d);
  launch(k, d);
  return 0;
}
