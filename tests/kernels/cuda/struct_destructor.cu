//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//struct_destructor.cu:10:1: error: unsupported: struct S: a destructor of the program's

// A destructor runs where the object's scope ends: every thread writes
// G[0]. Destructors are not modelled; a struct with one is rejected
// (it was ignored, and the race verified).

__device__ int G[64];
struct S {
  int x;
  __device__ S(int a) : x(a) {}
  __device__ ~S() { G[0] = x; }
};
__global__ void k(int *A)
{
  S s(threadIdx.x);
  A[s.x] = 1;
}
