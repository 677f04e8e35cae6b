//pass
//--blockDim=64 --gridDim=2

// A method that changes its object, called on a struct parameter passed by
// value (and a mutable lambda's call, in a function template): the
// parameter is the callee's own copy, and the caller's struct is unchanged.

struct C {
  int k;
  __device__ void bump() { k++; }
};

__device__ int use(C c) {
  c.bump();
  c.bump();
  return c.k;
}

template <class F> __device__ int twice(F f) {
  f();
  return f();
}

__global__ void k(int *a) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  C c = {t};
  __assert(use(c) == t + 2);
  __assert(c.k == t);
  auto next = [t]() mutable { return ++t; };
  __assert(twice(next) == t + 2);
  a[t] = c.k;
}
