//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// likely(x) is __builtin_expect(!!(x), 1), which is x: threads 32 and up
// take the else branch and all write A[0]. __builtin_assume is a hint to
// the optimiser, neither checked nor assumed. (Clang's builtins were once
// taken for host functions and rejected.)

#define likely(x) __builtin_expect(!!(x), 1)

__global__ void builtin_expect_race(int *A, int n) {
  __builtin_assume(n > 0);
  __assert(__builtin_expect(n, 5) == n);
  if (likely(threadIdx.x < 32))
    A[threadIdx.x] = 1;
  else
    A[0] = threadIdx.x; // error: possible write-write race on A
}
