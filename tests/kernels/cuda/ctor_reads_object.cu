//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// A member initialiser that reads a field initialised before it (`b(a +
// 1)`): once, inside the const method f, it read f's own object instead,
// and the race on A[1] verified. `S t(0)` has t.b == 1, so every thread
// writes A[1].

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
  A[s.f()] = threadIdx.x; // error: possible write-write race on A
}
