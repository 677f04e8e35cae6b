//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible barrier divergence

// An early return that depends on threadIdx.x (line 12): when n < 64 the
// threads at and above n leave, and the others wait at the barrier
// (line 15) without them.

__global__ void early_return_divergence(const int *in, int *out, unsigned n) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  if (t >= n)
    return;
  s[t] = in[blockIdx.x * 64 + t];
  __syncthreads();  // error: possible barrier divergence
  out[blockIdx.x * 64 + t] = s[(t + 1) % n];
}
