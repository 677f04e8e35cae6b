//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//this assertion could not be proved

// CUDA's SIMD-in-a-word intrinsics (__vmaxs4 ...) and rounded arithmetic
// (__frcp_rn, __int2float_rd ...) are pure functions, uninterpreted: equal
// arguments give equal results, and __int2float_rn is C's conversion, but
// nothing relates __int2float_rd to it.

__global__ void intrinsics_rounded_simd(unsigned *A, float *F) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned a = A[i];
  A[i] = __vabs2(a) + __vmaxs4(a, 3u) + __dp4a(a, a, 1u);
  __assert(__vmaxs4(a, 3u) == __vmaxs4(a, 3u));
  __assert(__float_as_uint(__int2float_rn((int)i)) == __float_as_uint((float)(int)i));
  float r = __frcp_rn(F[i]) + __fsqrt_rn(F[i]) + __fmaf_rn(F[i], F[i], 1.0f);
  F[i] = r;
  __assert(__float_as_uint(__int2float_rd((int)i)) == __float_as_uint(__int2float_rn((int)i))); // error: this assertion could not be proved
}
