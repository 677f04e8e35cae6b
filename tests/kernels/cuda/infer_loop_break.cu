//pass
//--blockDim=64 --gridDim=8

// A search loop that leaves early: each thread scans its own row of 32,
// marking each element it passes, and records where the first zero is.
// The threads leave the loop at different iterations; inference keeps
// that thread 1's accesses stay in its row.

#define W 32

__global__ void infer_loop_break(int *M, int *firstZero) {
  unsigned r = blockIdx.x * blockDim.x + threadIdx.x;
  int found = -1;
  for (unsigned j = 0; j < W; j++) {
    if (M[r * W + j] == 0) {
      found = j;
      break;
    }
    M[r * W + j] = 1;
  }
  firstZero[r] = found;
}
