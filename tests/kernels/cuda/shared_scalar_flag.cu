//pass
//--blockDim=64 --gridDim=4

// A block-wide flag and a shared struct, set by thread 0 (plain
// assignments) and read by every thread after the barrier: no race.

struct Pair {
  int lo;
  int hi;
};

__global__ void shared_scalar_flag(int *out) {
  __shared__ int flag;
  __shared__ Pair pair;
  if (threadIdx.x == 0) {
    flag = 1;
    pair.lo = 2;
    pair.hi = 3;
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = flag + pair.lo + pair.hi;
}
