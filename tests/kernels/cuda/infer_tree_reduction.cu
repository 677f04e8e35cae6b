//pass
//--blockDim=256 --gridDim=16

// The shared-memory tree reduction of reduction_tree.cu without its
// invariants: inference keeps that the step is a power of two at most
// 128 and that every step starts with empty access logs.

#define N 256

__global__ void infer_tree_reduction(const int *in, int *out) {
  __shared__ int sdata[N];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * N + tid];
  __syncthreads();
  for (unsigned s = N / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
