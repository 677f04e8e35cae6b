//xfail:NOT_ALL_VERIFIED
//--blockDim=4 --gridDim=1
//this assertion could not be proved

// sincosf reads x once, before it writes: the first call's cosine is
// cos(x), the second's cos(sin x), since the first overwrote A[t] with the
// sine. They differ (x = 1.5707964f: -4e-8 and 0.54), so the assertion
// (line 14) is false. Reading x again after the write would make it hold.

__global__ void sincos_argument_once(float *A) {
  int t = threadIdx.x;
  float c, s3, c3;
  sincosf(A[t], &A[t], &c);
  sincosf(A[t], &s3, &c3);
  __assert(__float_as_int(c) == __float_as_int(c3));  // error: this assertion could not be proved
}
