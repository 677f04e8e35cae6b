//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//this loop invariant could not be proved on entry

// The invariant i <= n (line 11) does not hold on entry when n is negative:
// the kernel lacks the precondition n >= 0.

__global__ void loop_invariant_entry(unsigned *A, int n) {
  int i;
  unsigned sum = 0;
  for (i = 0; __invariant(i <= n), i < n; i++)  // error: this loop invariant could not be proved on entry
    sum += i;
  A[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
