//pass
//--blockDim=256 --gridDim=16

// Each thread stores where its value goes (the reversed order), waits,
// and writes its value there: inference keeps the barrier invariant
// dest[tid] == 255 - tid, without which the index read back after the
// barrier is arbitrary and two writes to out could collide.

__global__ void infer_barrier_permutation(const int *in, int *out) {
  __shared__ unsigned dest[256];
  unsigned tid = threadIdx.x;
  dest[tid] = 255 - tid;
  __syncthreads();
  out[blockIdx.x * 256 + dest[tid]] = in[blockIdx.x * 256 + tid];
}
