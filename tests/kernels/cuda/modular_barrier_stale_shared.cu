//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --no-inline
//this assertion could not be proved

// S[0] and S[1] are 0 after the barrier; then threads 0 and 1 set them to 1,
// and sync_block's __syncthreads publishes both writes: thread 2's assertion
// (line 22) fails. A modular call that synchronises must not keep S's values
// from before the call (only what threads 1 and 2 wrote would change).

__device__ void sync_block(unsigned n) {
  __requires(n > 0);
  __syncthreads();
}

__global__ void modular_barrier_stale_shared(int *out) {
  __shared__ int S[64];
  S[threadIdx.x] = 0;
  __barrier_invariant_2(S[threadIdx.x] == 0, 0, 1);
  __syncthreads();
  if (threadIdx.x < 2) S[threadIdx.x] = 1;
  sync_block(1);
  if (threadIdx.x >= 2) __assert(S[0] == 0 || S[1] == 0); // error: this assertion could not be proved
}
