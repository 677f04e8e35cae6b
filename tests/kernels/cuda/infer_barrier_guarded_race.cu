//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//possible write-write race on out

// infer_barrier_guarded.cu with the second guard left out: a thread with
// tid >= n reads a slot nobody wrote, any value, and may write another
// thread's element of out (line 15).

__global__ void infer_barrier_guarded_race(unsigned *out, unsigned n) {
  __shared__ unsigned dest[256];
  unsigned tid = threadIdx.x;
  if (tid < n)
    dest[tid] = 255 - tid;
  __syncthreads();
  out[blockIdx.x * 256 + dest[tid]] = tid;  // error: possible write-write race on out
}
