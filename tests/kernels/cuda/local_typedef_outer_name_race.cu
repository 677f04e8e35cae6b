//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on p

// Clang writes a call's type as its callee declares it: `S::at` returns
// `T *`, S's own T (char), in a kernel with a typedef T of its own
// (double). The kernel's T is not taken for the call's: each thread moves
// one byte, and neighbours write the same byte.

struct S {
  typedef char T;
  __device__ static T *at(char *p) { return p; }
};

__global__ void k(char *p, float *q) {
  using T = double;
  T d = q[0];
  if (threadIdx.x == 1000)
    *(float *)p = d;
  char *c = (char *)(S::at(p) + threadIdx.x);
  c[0] = threadIdx.x;
  c[1] = threadIdx.x; // error: possible write-write race on p
}
