//pass
//--blockDim=128 --gridDim=8

// Reverses each block's slice through dynamically sized shared memory
// (extern __shared__): writes, barrier, then reads of the mirrored element.

extern __shared__ int buf[];

__global__ void reverse_dynamic_shared(int *d) {
  unsigned t = threadIdx.x;
  unsigned base = blockIdx.x * blockDim.x;
  buf[t] = d[base + t];
  __syncthreads();
  d[base + t] = buf[blockDim.x - 1 - t];
}
