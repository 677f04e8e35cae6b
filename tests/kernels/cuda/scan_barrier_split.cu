//pass
//--blockDim=64 --gridDim=16

// The in-place scan made correct: each step first reads the element off
// places down into a register, a barrier separates that read from the
// write of the thread's own element, and a second barrier ends the step.

#define N 64

__global__ void scan_barrier_split(const int *in, int *out) {
  __shared__ int s[N];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * N + t];
  __syncthreads();
  for (unsigned off = 1;
       __invariant(!__read(s)), __invariant(!__write(s)),
       __invariant(!__read(out)), __invariant(!__write(out)),
       off < N; off *= 2) {
    int v = 0;
    if (t >= off)
      v = s[t - off];
    __syncthreads();
    s[t] += v;
    __syncthreads();
  }
  out[blockIdx.x * N + t] = s[t];
}
