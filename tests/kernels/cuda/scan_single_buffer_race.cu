//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible [a-z-]+ race on

// Hillis-Steele scan done in place in one buffer with no barrier between
// the read and the write of a step: at offset 1, thread 2 reads s[1] while
// thread 1 updates s[1] (line 21).

#define N 64

__global__ void scan_single_buffer_race(const int *in, int *out) {
  __shared__ int s[N];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * N + t];
  __syncthreads();
  for (unsigned off = 1;
       __invariant(!__read(s)), __invariant(!__write(s)),
       __invariant(!__read(out)), __invariant(!__write(out)),
       off < N; off *= 2) {
    if (t >= off)
      s[t] += s[t - off];  // error: possible write-read race on s
    __syncthreads();
  }
  out[blockIdx.x * N + t] = s[t];
}
