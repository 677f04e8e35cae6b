//pass
//--blockDim=32 --gridDim=1

// C integer semantics on 32-bit values: / truncates toward zero, % takes the
// sign of the dividend, >> of a negative int is arithmetic, and -7 converted
// to unsigned is 2^32 - 7 (also in a mixed signed/unsigned comparison).

__global__ void int_semantics(int *out, int a, unsigned u) {
  __requires(a == -7);
  __requires(u == 0xFFFFFFF9u);
  __assert(a / 2 == -3);
  __assert(a % 2 == -1);
  __assert(a / -2 == 3);
  __assert(-a % -4 == 3);
  __assert(a >> 1 == -4);
  __assert((unsigned)a == u);
  __assert(u / 2 == 0x7FFFFFFCu);
  __assert(u % 16 == 9u);
  __assert(u >> 28 == 15u);
  __assert(!(a < 5u));
  __assert((1u << 31) == 0x80000000u);
  out[threadIdx.x] = a / 2 + (int)(u % 16);
}
