//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// A friend defined inside a struct has the struct's member typedefs in
// scope: outside the block declaring its own `T`, `T` is W's int, so q[1]
// covers p[4..7] (char, the block's `T`, would be p[1] only and hide the
// race; found by red-teaming the typedef change).

template <typename X> struct W {
  typedef int T;
  friend __device__ void f(char *p, W<X>) {
    {
      typedef char T;
      T c = 1;
      if (threadIdx.x == 0)
        p[4] = c;
    }
    T *q = (T *)p;
    if (threadIdx.x == 1)
      q[1] = 2; // error: possible write-write race
  }
};

__global__ void k(char *p) { f(p, W<float>()); }
