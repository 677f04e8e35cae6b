//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//this assertion could not be proved

// ULONG_MAX is 2^64 - 1 (`long` is 64-bit as nvcc compiles), not 2^32 - 1.

__global__ void k(int *out) {
  assert(ULONG_MAX == 4294967295UL);  // error: this assertion could not be proved
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
