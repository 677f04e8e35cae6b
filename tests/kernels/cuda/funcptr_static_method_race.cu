//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A pointer to a static method of a struct with a destructor (not modelled
// as an object, its static methods still functions): `&S::half` makes
// threads 2j and 2j + 1 write a[j]. (This was reported as a null pointer
// access: static methods were not among a pointer's targets.)

struct S {
  int v;
  __device__ ~S() { v = 0; }
  __device__ static int half(int i) { return i / 2; }
};

__global__ void k(int *a) {
  int (*fp)(int) = &S::half;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[fp(i)] = i;  // error: possible write-write race on a
}
