//pass
//--blockDim=64 --gridDim=8 --no-inline

// Modular verification: wrap_index is verified once against its contract,
// and the kernel's call uses only the contract (requires n > 0, ensures
// result < n), which is enough for the assertion after the call.

__device__ unsigned wrap_index(unsigned i, unsigned n) {
  __requires(n > 0);
  __ensures(__return_val_int() < n);
  return i % n;
}

__global__ void no_inline_contract(int *A, const int *B, unsigned n) {
  __requires(n > 0);
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned j = wrap_index(g + 1, n);
  __assert(j < n);
  A[g] = B[j];
}
