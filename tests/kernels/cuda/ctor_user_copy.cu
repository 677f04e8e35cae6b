//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// A copy constructor of the program's runs where the struct is copied:
// b.x is 0 and every thread writes A[0]. It was taken as a plain copy and
// the race verified; a copy or move constructor of the program's is now
// called like any other, its `const S &` parameter bound to the copied
// struct's value.

struct S {
  int x;
  __device__ S(int a) : x(a) {}
  __device__ S(const S &o) : x(0) {}
};
__global__ void k(int *A)
{
  S a(threadIdx.x);
  S b(a);                  // user copy constructor: b.x == 0
  A[b.x] = threadIdx.x;    // every thread writes A[0]  // error: possible write-write race on A
}
