//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//this assertion could not be proved

// Both calls of bump change the callee's copy: use returns t + 2.

struct C {
  int k;
  __device__ void bump() { k++; }
};

__device__ int use(C c) {
  c.bump();
  c.bump();
  return c.k;
}

__global__ void k(int *a) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  C c = {t};
  __assert(use(c) == t + 1);  // error: this assertion could not be proved
  a[t] = c.k;
}
