//pass
//--blockDim=64 --gridDim=8

// The clocks as CUDA's clock sample reads them: thread 0 of each block
// records the block's start and end times in its own two elements. A read
// of clock() is an arbitrary value, so nothing is assumed about the times.
// Host code uses the C library without including it, as nvcc allows.

__global__ void clock_timer(const float *input, float *output, long *timer) {
  extern __shared__ float shared[];
  const int tid = threadIdx.x;
  const int bid = blockIdx.x;
  if (tid == 0)
    timer[bid] = clock();
  shared[tid] = input[bid * blockDim.x + tid];
  __syncthreads();
  output[bid * blockDim.x + tid] = shared[blockDim.x - 1 - tid];
  if (tid == 0)
    timer[bid + gridDim.x] = clock64() + (long long)__globaltimer();
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 64;
  if (n <= 0)
    exit(EXIT_FAILURE);
  printf("%d\n", n);
  return 0;
}
