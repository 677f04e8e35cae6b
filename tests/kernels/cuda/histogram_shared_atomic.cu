//pass
//

// Per-block histogram with 16 bins in shared memory, for any grid and block
// size: the bins are cleared, filled with atomicAdd, and each bin is then
// added atomically into the global histogram. Atomics never race with each
// other, and the barriers separate the plain accesses from them.

#define BINS 16

__global__ void histogram_shared_atomic(const unsigned *data, unsigned *hist) {
  __shared__ unsigned bins[BINS];
  unsigned t = threadIdx.x;
  if (t < BINS)
    bins[t] = 0;
  __syncthreads();
  atomicAdd(&bins[data[blockIdx.x * blockDim.x + t] % BINS], 1u);
  __syncthreads();
  if (t < BINS)
    atomicAdd(&hist[t], bins[t]);
}
