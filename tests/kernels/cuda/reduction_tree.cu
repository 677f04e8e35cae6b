//pass
//--blockDim=256 --gridDim=64

// Tree reduction of 256 ints per block in shared memory: at step s the
// threads below s add in the element s places up, and a barrier closes the
// step. The invariants bound s (so tid + s cannot wrap) and say that each
// step starts with empty access logs (also for out, which the barrier touches).

#define N 256

__global__ void reduction_tree(const int *in, int *out) {
  __shared__ int sdata[N];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * N + tid];
  __syncthreads();
  for (unsigned s = N / 2;
       __invariant(s <= N / 2),
       __invariant(!__read(sdata)), __invariant(!__write(sdata)),
       __invariant(!__read(out)), __invariant(!__write(out)),
       s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
