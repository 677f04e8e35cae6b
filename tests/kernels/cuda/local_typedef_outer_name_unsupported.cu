//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//local_typedef_outer_name_unsupported.cu:21:22: error: unsupported: arithmetic on a pointer to `T`, a type not known here

// Clang writes a call's type as its callee declares it: `S::at` returns
// `T *`, S's own T (char), in a kernel with a typedef T of its own
// (double). Taking the kernel's T for the call's hid the race between
// neighbours writing one byte (found by red-teaming); a name both mean is
// not known in the kernel.

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
  c[1] = threadIdx.x;
}
