//xfail:BUGLE_ERROR
//--blockDim=128 --gridDim=2
//block_scope_extern.cu:11:3: error: unsupported: the block-scope extern declaration of `gv`

// `extern __device__ int gv;` inside a kernel names the file's gv: it was
// taken as a fresh local of each thread, and the race on gv verified
// (found by red-teaming).

__device__ int gv;
__global__ void block_scope_extern(int *in, int *out) {
  extern __device__ int gv;
  gv = threadIdx.x;
}
