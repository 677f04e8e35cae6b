//pass
//--blockDim=64 --gridDim=8

// Barriers under a condition on a kernel parameter: every thread of the
// block evaluates `smooth` the same way, so all or none reach them. The
// smoothing step reads neighbours in one interval and writes in the next.

__global__ void barrier_uniform_param(const int *in, int *out, int smooth) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  unsigned g = blockIdx.x * 64 + t;
  s[t] = in[g];
  if (smooth) {
    __syncthreads();
    int v = s[(t + 1) % 64];
    __syncthreads();
    s[t] = (s[t] + v) / 2;
  }
  out[g] = s[t];
}
