//pass
//--blockDim=1 --gridDim=1

// One thread writes A[0] twice, checks its own write, and waits at a barrier
// only it reaches: no race and no divergence with itself.

__global__ void one_thread_no_self_race(int *A) {
  A[0] = 1;
  A[0] = 2;
  __assert(A[0] == 2);
  if (A[0] == 2) {
    __syncthreads();
  }
}
