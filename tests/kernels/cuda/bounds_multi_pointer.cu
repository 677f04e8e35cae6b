//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --check-array-bounds
//possible array out-of-bounds access on array S

// p may point to S, of 8 elements, and threads 8 to 63 write past its end.
// An access through a pointer that may reach several arrays was not
// bounds-checked.

__global__ void bounds_multi_pointer(int *out, int c) {
  __shared__ int S[8];
  __shared__ int T[64];
  int *p = c ? S : T;
  p[threadIdx.x] = 1; // error: possible array out-of-bounds access on array S
  __syncthreads();
  out[threadIdx.x] = T[threadIdx.x] + S[0];
}
