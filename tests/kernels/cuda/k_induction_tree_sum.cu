//pass
//--blockDim=128 --gridDim=1 --no-infer --k-induction-depth=1

// Tree sum of 128 ints per block, with no loop invariant: the barrier at
// the top of each step empties the access logs, so one step assumed before
// the one checked (k-induction of depth 1) shows that the threads below s
// and those at s and above touch different elements, and that after the
// loop (s = 0, so the last step had s = 1) thread 0 alone touched sums[0].

#define N 128

__global__ void tree_sum(const int *in, int *out) {
  __shared__ int sums[N];
  unsigned tid = threadIdx.x;
  sums[tid] = in[blockIdx.x * N + tid];
  for (unsigned s = N / 2; s > 0; s >>= 1) {
    __syncthreads();
    if (tid < s) {
      sums[tid] += sums[tid + s];
    }
  }
  if (tid == 0) {
    out[blockIdx.x] = sums[0];
  }
}
