//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//goto_backward.cu:8:1: error: unsupported: a goto that does not jump forward, out of the statements before its label

// A goto that jumps backward (a loop made with goto) is not translated.

__global__ void k(int *out, int n) {
again:
  if (n > 0) {
    n--;
    goto again;
  }
  out[threadIdx.x] = n;
}
