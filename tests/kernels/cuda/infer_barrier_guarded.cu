//pass
//--blockDim=256 --gridDim=8

// The slots are written under a guard, and read back under the same one:
// inference keeps the barrier invariant tid < n ==> dest[tid] == 255 - tid.

__global__ void infer_barrier_guarded(unsigned *out, unsigned n) {
  __shared__ unsigned dest[256];
  unsigned tid = threadIdx.x;
  if (tid < n)
    dest[tid] = 255 - tid;
  __syncthreads();
  if (tid < n)
    out[blockIdx.x * 256 + dest[tid]] = tid;
}
