//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1 --no-infer --k-induction-depth=1
//possible [a-z-]+ race on sums

// The tree sum with its barrier after the addition instead of before it:
// the first step's reads of sums[tid + 64] race with the writes of the
// elements before the loop. k-induction finds it in its base case.

#define N 128

__global__ void tree_sum(const int *in, int *out) {
  __shared__ int sums[N];
  unsigned tid = threadIdx.x;
  sums[tid] = in[blockIdx.x * N + tid];
  for (unsigned s = N / 2; s > 0; s >>= 1) {
    if (tid < s) {
      sums[tid] += sums[tid + s];  // error: possible read-write race on sums
    }
    __syncthreads();
  }
  if (tid == 0) {
    out[blockIdx.x] = sums[0];
  }
}
