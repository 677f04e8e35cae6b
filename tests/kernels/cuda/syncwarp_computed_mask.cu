//pass
//--blockDim=64 --gridDim=1

// `__syncwarp(mask)` with a mask computed at run time (HeCBench's
// warpexchange keeps WarpMask<32>(warp_id) in a field): ivl checks that
// the mask is the whole warp's, then it is the warp's barrier.

template <int LOGICAL> __device__ unsigned int warp_mask(unsigned int warp) {
  unsigned int mask = 0xFFFFFFFFu >> (32 - LOGICAL);
  if (LOGICAL != 32)
    mask <<= warp * LOGICAL;
  return mask;
}

__global__ void exchange(int *d) {
  __shared__ int s[64];
  unsigned int mask = warp_mask<32>(threadIdx.x / 32);
  s[threadIdx.x] = d[threadIdx.x];
  __syncwarp(mask);
  d[threadIdx.x] = s[threadIdx.x ^ 1];
}
