// A false alarm: after the barrier every element of s is 0, so no thread
// takes the branch, but the verifier sees s at the barrier as arbitrary
// for other threads' elements. The replay takes the else arm at line 9.
__global__ void k(int *A) {
  __shared__ int s[64];
  s[threadIdx.x] = 0;
  __syncthreads();
  int next = (threadIdx.x + 1) % 64;
  if (s[next] == 5) {
    A[0] = threadIdx.x;
  }
}
