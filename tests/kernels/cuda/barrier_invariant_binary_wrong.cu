//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//this barrier invariant might not hold for every thread

// The binary barrier invariant (line 14) claims A holds distinct values,
// but f(t) = 2t mod 64 is not injective: threads 0 and 32 both store 0.

#define N 64

__global__ void barrier_invariant_binary_wrong(int *out) {
  __shared__ unsigned A[N];
  __shared__ int B[N];
  A[threadIdx.x] = (2 * threadIdx.x) % N;
  __barrier_invariant_binary_1(A[threadIdx.x] != A[__other_int(threadIdx.x)],  // error: this barrier invariant might not hold for every thread
                               threadIdx.x, __other_int(threadIdx.x));
  __syncthreads();
  B[A[threadIdx.x]] = threadIdx.x;
  __syncthreads();
  out[blockIdx.x * N + threadIdx.x] = B[threadIdx.x];
}
