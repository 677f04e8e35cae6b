//pass
//--blockDim=128 --gridDim=8

// Each thread reads the slot its right neighbour stored: the barrier
// invariant slot[tid] == tid + 1 is kept, and instantiated at the index
// read (tid + 1) as well as at the thread's own.

__global__ void infer_barrier_neighbour(float *out) {
  __shared__ unsigned slot[128];
  unsigned tid = threadIdx.x;
  slot[tid] = tid + 1;
  __syncthreads();
  if (tid < 127)
    out[blockIdx.x * 128 + slot[tid + 1] - 1] = 1.0f * tid;
}
