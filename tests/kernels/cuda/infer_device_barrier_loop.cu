//pass
//--blockDim=64 --gridDim=8

// A device function's loop with a barrier, inlined into the kernel: its
// barrier empties the logs of every array, the kernel's `out` too, which
// the device function never names. Its loop needs `!__read(out)` and
// `!__write(out)` (rules no-read, no-write) for every array with logs,
// not only for those the device function writes.

__device__ void rounds(int *s, unsigned start, unsigned end) {
  for (unsigned i = start; i < end; i++) {
    s[threadIdx.x] = i;
    __syncthreads();
  }
}

__global__ void staged(int *out) {
  __shared__ int s[64];
  rounds(s, threadIdx.x, threadIdx.x + 8);
  out[blockIdx.x * 64 + threadIdx.x] = s[threadIdx.x];
}
