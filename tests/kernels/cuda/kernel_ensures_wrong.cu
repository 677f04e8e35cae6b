//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//a postcondition of the kernel could not be proved

// The postcondition (line 9) promises that every thread's element is zero,
// but the threads with g >= n leave their element untouched.

__global__ void kernel_ensures_wrong(int *A, unsigned n) {
  __ensures(A[blockIdx.x * blockDim.x + threadIdx.x] == 0);  // error: a postcondition of the kernel could not be proved
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g < n)
    A[g] = 0;
}
