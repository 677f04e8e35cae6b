//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on s

// The read of s[(i + 1) % 64] comes before the call (left to right, as
// Clang emits it), so before the barrier inside it: it races with thread
// i + 1's write. (The call was once done first, moving the read past the
// barrier.)

__device__ int sync_zero() {
  __syncthreads();
  return 0;
}

__global__ void call_after_read_race(int *A) {
  __shared__ int s[64];
  int i = threadIdx.x;
  s[i] = i;
  A[i] = s[(i + 1) % 64] + sync_zero(); // error: possible read-write race on s
}
