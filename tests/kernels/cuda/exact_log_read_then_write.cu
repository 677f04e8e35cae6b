//pass
//--blockDim=64 --gridDim=1

// exact_log_read_then_write_race with a barrier between the reads of A[0]
// and the (benign, equal) writes.

__global__ void exact_log_read_then_write(int *A, int *B) {
  B[threadIdx.x] = A[0];
  __syncthreads();
  A[0] = 1;
}
