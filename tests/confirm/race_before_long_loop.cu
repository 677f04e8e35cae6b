// Every thread writes its id to A[0], then counts to n: the replay ends at
// the race, not after the loop's billions of statements.
__global__ void race_before_long_loop(int *A, unsigned n, unsigned *out) {
  __requires(n >= 100000000);
  A[0] = threadIdx.x;
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++) {
    s += i;
  }
  out[threadIdx.x] = s;
}
