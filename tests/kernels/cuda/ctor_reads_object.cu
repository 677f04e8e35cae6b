//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//ctor_reads_object.cu:14:32: error: unsupported: the constructor of S, whose initialisers read the object

// A member initialiser that reads the object being made (`b(a + 1)`):
// inside the const method f it read f's own object instead, and the race
// on A[1] verified.

struct S {
  int a;
  int b;
  __device__ S(int x, int y) : a(x), b(y) {}
  __device__ S(int x) : a(x), b(a + 1) {}
  __device__ int f() const { S t(0); return t.b; }
};
__global__ void k(int *A)
{
  S s(threadIdx.x, 0);
  A[s.f()] = threadIdx.x;
}
