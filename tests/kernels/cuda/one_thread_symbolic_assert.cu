//xfail:NOT_ALL_VERIFIED
//
//this assertion could not be proved

// With symbolic sizes, the launches of one thread were left out: the
// assertion fails exactly there.

__global__ void one_thread_symbolic_assert(int *A) {
  if (blockDim.x * blockDim.y * blockDim.z == 1 && gridDim.x * gridDim.y * gridDim.z == 1) {
    __assert(A[0] != A[0]); // error: this assertion could not be proved
  }
  A[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
