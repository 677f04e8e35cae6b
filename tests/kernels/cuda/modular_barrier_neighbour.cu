//pass
//--blockDim=64 --gridDim=1 --no-inline

// Each thread writes S[t] and B[t], calls sync_block (whose __syncthreads
// orders these writes before what follows), then reads its neighbour's
// elements: no race, the callee's barrier separates the accesses.

__device__ void sync_block(unsigned n) {
  __requires(n > 0);
  __syncthreads();
}

__global__ void modular_barrier_neighbour(int *B, int *out) {
  __shared__ int S[64];
  unsigned t = threadIdx.x;
  S[t] = t;
  B[t] = t;
  sync_block(1);
  out[t] = S[(t + 1) % 64] + B[(t + 1) % 64];
}
