//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1

// dpx_intrinsics.cu expecting a carry between lanes: per lane, 0xffff + 2
// wraps to 1 in its own lane, so the sum's upper lane is 0x0002, not 0x0003.

__global__ void dpx(int *out) {
  __assert(__viaddmax_u16x2(0x0002ffffu, 0x00000002u, 0u) == 0x00030001u);  // error: this assertion could not be proved
  out[threadIdx.x] = 0;
}
