//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible [a-z-]+ race on

// infer_block_stride_shared.cu without its barrier: thread 0 reads
// tile[1023] in the second loop while thread 63 may not have written it
// yet in the first (1023 = 63 + 15 * 64).

#define N 1024

__global__ void infer_block_stride_shared_race(const int *in, int *out) {
  __shared__ int tile[N];
  for (unsigned i = threadIdx.x; i < N; i += blockDim.x)
    tile[i] = in[blockIdx.x * N + i];
  for (unsigned i = threadIdx.x; i < N; i += blockDim.x)
    out[blockIdx.x * N + i] = tile[N - 1 - i];  // error: possible read-write race on tile
}
