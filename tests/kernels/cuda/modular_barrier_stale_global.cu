//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --no-inline
//this assertion could not be proved

// Threads 0 and 1 set A[0] and A[1] to 1, then every thread calls sync_block,
// whose __syncthreads publishes both writes: thread 2 sees A[0] == A[1] == 1
// and its assertion (line 20) fails. A modular call must not keep A's values
// from before the call for the writes of threads other than the two checked.

__device__ void sync_block(unsigned n) {
  __requires(n > 0);
  __syncthreads();
}

__global__ void modular_barrier_stale_global(int *A) {
  __requires(A[0] == 0 && A[1] == 0);
  if (threadIdx.x == 0) A[0] = 1;
  if (threadIdx.x == 1) A[1] = 1;
  sync_block(1);
  if (threadIdx.x >= 2) __assert(A[0] == 0 || A[1] == 0); // error: this assertion could not be proved
}
