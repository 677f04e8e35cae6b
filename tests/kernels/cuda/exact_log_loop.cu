//pass
//--blockDim=64 --gridDim=1

// exact_log_loop_race with a barrier ending each iteration: within an
// iteration every thread writes the same i to A[0] (benign), and the barrier
// orders the iterations (one block, so it orders every thread).

__global__ void exact_log_loop(int *A) {
  for (unsigned i = 0; __invariant(!__read(A)), __invariant(!__write(A)), i < 2; i++) {
    A[0] = i;
    __syncthreads();
  }
}
