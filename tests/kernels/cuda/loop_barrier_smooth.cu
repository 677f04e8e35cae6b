//pass
//--blockDim=64 --gridDim=8

// A uniform loop with barriers (iters is the same for every thread): each
// iteration reads both neighbours, synchronises, updates the thread's own
// element and synchronises again, so every iteration starts with clean logs.

#define N 64

__global__ void loop_barrier_smooth(const float *in, float *out, unsigned iters) {
  __shared__ float s[N];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * N + t];
  __syncthreads();
  for (unsigned k = 0;
       __invariant(!__read(s)), __invariant(!__write(s)),
       __invariant(!__read(out)), __invariant(!__write(out)),
       k < iters; k++) {
    float left = s[(t + N - 1) % N];
    float right = s[(t + 1) % N];
    __syncthreads();
    s[t] = 0.5f * s[t] + 0.25f * (left + right);
    __syncthreads();
  }
  out[blockIdx.x * N + t] = s[t];
}
