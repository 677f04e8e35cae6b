//pass
//--blockDim=64 --gridDim=32

// Interleaved-addressing reduction of floats (used only as data): at step d
// the threads whose id is a multiple of 2d add in the element d places up,
// then thread 0 of each block adds the block's sum into *total atomically.
// Atomics never race with each other; d stays a power of two up to 64.

#define N 64

__global__ void reduction_interleaved_atomic(const float *in, float *total) {
  __shared__ float s[N];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * N + t];
  __syncthreads();
  for (unsigned d = 1;
       __invariant(d >= 1), __invariant(d <= N), __invariant(__is_pow2(d)),
       __invariant(!__read(s)), __invariant(!__write(s)),
       __invariant(!__read(total)), __invariant(!__write(total)),
       d < N; d *= 2) {
    if (t % (2 * d) == 0)
      s[t] += s[t + d];
    __syncthreads();
  }
  if (t == 0)
    atomicAdd(total, s[0]);
}
