//pass
//--blockDim=64 --gridDim=1

// The correct twins of exact_log_two_writes_race: every thread writes 1 twice
// to A[0] (equal values: a benign race), and only thread 0 writes 1, then 2,
// to B[0] (one writer, no race).

__global__ void exact_log_two_writes(int *A, int *B) {
  A[0] = 1;
  A[0] = 1;
  if (threadIdx.x == 0) {
    B[0] = 1;
    B[0] = 2;
  }
}
