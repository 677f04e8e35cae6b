//pass
//--blockDim=64 --gridDim=4

// A loop stepping by 2 up to an even n: the invariants (0 <= i <= n, i even)
// are inductive and give i == n after the loop, which the assertion checks.

__global__ void loop_invariant(unsigned *A, int n) {
  __requires(n >= 0);
  __requires(n % 2 == 0);
  int i;
  unsigned sum = 0;
  for (i = 0; __invariant(i >= 0), __invariant(i <= n), __invariant(i % 2 == 0), i < n; i += 2)
    sum += i;
  __assert(i == n);
  A[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}
