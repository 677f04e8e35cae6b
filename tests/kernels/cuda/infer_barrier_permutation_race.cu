//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16
//possible write-write race on out

// infer_barrier_permutation.cu with the destination halved: threads 0
// and 1 both store 127 (line 13), and both write out[127] at line 15. The
// barrier invariant dest[tid] == (255 - tid) / 2 holds and is kept; it
// shows the collision.

__global__ void infer_barrier_permutation_race(const int *in, int *out) {
  __shared__ unsigned dest[256];
  unsigned tid = threadIdx.x;
  dest[tid] = (255 - tid) / 2;
  __syncthreads();
  out[blockIdx.x * 256 + dest[tid]] = in[blockIdx.x * 256 + tid];  // error: possible write-write race on out
}
