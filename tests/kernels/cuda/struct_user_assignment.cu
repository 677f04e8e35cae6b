//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// An assignment operator of the program's (returning `*this`): b = a leaves
// b.x 0 and every thread writes A[0]. It was once taken as a plain copy and
// the race verified.

struct S {
  int x;
  __device__ S(int a) : x(a) {}
  __device__ S &operator=(const S &o) { x = 0; return *this; }
};
__global__ void k(int *A)
{
  S a(threadIdx.x);
  S b(1);
  b = a;
  A[b.x] = threadIdx.x;  // error: possible write-write race on A
}
