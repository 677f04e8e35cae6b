//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//`__syncwarp`'s mask may leave out threads of the warp

// `__syncwarp(mask)` with a mask computed at run time that is half a warp
// for logical warps of 16 threads: ivl models a barrier of the whole warp
// only, and reports that the mask may leave threads out.

template <int LOGICAL> __device__ unsigned int warp_mask(unsigned int lane) {
  unsigned int mask = 0xFFFFFFFFu >> (32 - LOGICAL);
  if (LOGICAL != 32)
    mask <<= (lane / LOGICAL) * LOGICAL;
  return mask;
}

__global__ void exchange(int *d) {
  __shared__ int s[64];
  unsigned int mask = warp_mask<16>(threadIdx.x % 32);
  s[threadIdx.x] = d[threadIdx.x];
  __syncwarp(mask); // error: `__syncwarp`'s mask may leave out threads of the warp
  d[threadIdx.x] = s[threadIdx.x ^ 1];
}
