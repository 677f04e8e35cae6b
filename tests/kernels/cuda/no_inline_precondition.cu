//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8 --no-inline
//a precondition (for this call|of \S+) could not be proved

// The kernel calls wrap_index (line 17) without knowing that n > 0, which
// its precondition demands (the launch may pass n == 0, making i % n
// undefined).

__device__ unsigned wrap_index(unsigned i, unsigned n) {
  __requires(n > 0);
  __ensures(__return_val_int() < n);
  return i % n;
}

__global__ void no_inline_precondition(int *A, const int *B, unsigned n) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned j = wrap_index(g + 1, n);  // error: a precondition of wrap_index could not be proved at this call
  A[g] = B[j];
}
