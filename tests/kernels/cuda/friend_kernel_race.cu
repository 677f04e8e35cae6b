//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//possible write-write race on p

// A kernel defined as a struct's friend belongs to the enclosing namespace
// and is a kernel of the file like any other: it is checked, and its race
// found. (Found by red-teaming: it was silently not checked.)

struct S {
  int v;
  friend __global__ void kf(int *p, S s) { p[0] = threadIdx.x; } // error: possible write-write race on p
};
__global__ void kf(int *p, S s);
__global__ void other(int *q) { q[threadIdx.x] = 0; }
