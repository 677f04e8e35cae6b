//pass
//--blockDim=64 --gridDim=4

// <climits>'s limits without including it (nvcc's headers bring them):
// every one as wide as its type, `long` 64-bit as nvcc compiles.

__global__ void k(int *out) {
  assert(UCHAR_MAX == 255 && SCHAR_MIN == -128 && CHAR_MAX == 127);
  assert(USHRT_MAX == 65535 && SHRT_MIN == -32768);
  assert(LONG_MAX == 9223372036854775807L && ULONG_MAX == 18446744073709551615UL);
  assert(LONG_MIN < 0 && (unsigned long)LONG_MIN == 9223372036854775808UL);
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
