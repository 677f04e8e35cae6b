//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//this assertion could not be proved

// As barrier_invariant_unary, but the assertion (line 16) forgets the
// wrap-around: thread 63 reads S[0] == 0, not 2 * 63 + 2.

#define N 64

__global__ void barrier_invariant_unary_wrap(unsigned *out) {
  __shared__ unsigned S[N];
  S[threadIdx.x] = 2 * threadIdx.x;
  __barrier_invariant_1(S[threadIdx.x] == 2 * threadIdx.x, (threadIdx.x + 1) % N);
  __syncthreads();
  unsigned v = S[(threadIdx.x + 1) % N];
  __assert(v == 2 * threadIdx.x + 2);  // error: this assertion could not be proved
  out[blockIdx.x * N + threadIdx.x] = v;
}
