//pass
//--blockDim=64 --gridDim=32

// 3-point stencil through shared memory with a one-element halo on each
// side: thread t loads s[t + 1], threads 0 and 63 also load the halo cells
// s[0] and s[65]; after the barrier each thread reads three cells.

#define B 64

__global__ void stencil_1d_halo(const int *in, int *out, int n) {
  __shared__ int s[B + 2];
  unsigned t = threadIdx.x;
  int g = blockIdx.x * B + t;
  s[t + 1] = in[g];
  if (t == 0)
    s[0] = g > 0 ? in[g - 1] : 0;
  if (t == B - 1)
    s[B + 1] = g + 1 < n ? in[g + 1] : 0;
  __syncthreads();
  out[g] = s[t] + s[t + 1] + s[t + 2];
}
