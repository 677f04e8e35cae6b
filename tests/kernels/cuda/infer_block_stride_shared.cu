//pass
//--blockDim=64 --gridDim=4

// A block loads 1024 elements into shared memory, each thread every 64th
// (i = t, t + 64, ...), synchronises, and reads them back reversed.
// Inference keeps the counter's remainder and the logged offsets'.

#define N 1024

__global__ void infer_block_stride_shared(const int *in, int *out) {
  __shared__ int tile[N];
  for (unsigned i = threadIdx.x; i < N; i += blockDim.x)
    tile[i] = in[blockIdx.x * N + i];
  __syncthreads();
  for (unsigned i = threadIdx.x; i < N; i += blockDim.x)
    out[blockIdx.x * N + i] = tile[N - 1 - i];
}
