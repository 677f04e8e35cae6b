//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//this invariant could not be proved to be maintained by the loop

// Stepping by 2 with an odd n overshoots: from i == n - 1 the step gives
// n + 1, so the invariant i <= n (line 13) is not maintained. The kernel
// lacks the precondition that n is even.

__global__ void loop_invariant_maintained(unsigned *A, int n) {
  __requires(n >= 0);
  int i;
  unsigned sum = 0;
  for (i = 0; __invariant(i >= 0), __invariant(i <= n), i < n; i += 2)  // error: this invariant could not be proved to be maintained by the loop
    sum += i;
  A[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
