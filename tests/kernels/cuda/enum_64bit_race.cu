//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on S

// BIG is 2^33 (its enumeration is 64 bits wide), so BIG >> 33 is 1 and every
// thread writes S[0]. A 32-bit enumeration truncated BIG to 0.

enum { BIG = 1LL << 33 };

__global__ void enum_64bit_race(int *out) {
  __shared__ int S[64];
  int t = threadIdx.x;
  if ((BIG >> 33) == 1) {
    S[0] = t; // error: possible write-write race on S
  }
  __syncthreads();
  out[t] = S[0];
}
