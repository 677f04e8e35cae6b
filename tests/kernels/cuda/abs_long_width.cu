//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//this assertion could not be proved

// CUDA's abs has long and long long overloads: abs(-(2^32)) is 2^32, not
// the abs of the int that -(2^32) would be cut to (0). ivl once declared
// only abs(int), and proved this false assertion.

__global__ void abs_long_width(long *A) {
  long v = -(1L << 32) - (long)threadIdx.x;
  long r = abs(v);
  __assert(r == (long)threadIdx.x); // error: this assertion could not be proved
  A[blockIdx.x * blockDim.x + threadIdx.x] = r + labs(v) + llabs((long long)v);
}
