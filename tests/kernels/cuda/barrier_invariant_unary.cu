//pass
//--blockDim=64 --gridDim=8

// Unary barrier invariant instantiated at the right neighbour: after the
// barrier each thread knows S[(t + 1) % 64] == 2 * ((t + 1) % 64), the
// element it reads, and the assertion checks the value it got.

#define N 64

__global__ void barrier_invariant_unary(unsigned *out) {
  __shared__ unsigned S[N];
  S[threadIdx.x] = 2 * threadIdx.x;
  __barrier_invariant_1(S[threadIdx.x] == 2 * threadIdx.x, (threadIdx.x + 1) % N);
  __syncthreads();
  unsigned v = S[(threadIdx.x + 1) % N];
  __assert(v == 2 * ((threadIdx.x + 1) % N));
  out[blockIdx.x * N + threadIdx.x] = v;
}
