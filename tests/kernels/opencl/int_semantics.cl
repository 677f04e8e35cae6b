//pass
//--local_size=32 --num_groups=1

// OpenCL C integer semantics: / truncates toward zero, % follows the
// dividend, >> of a negative int is arithmetic, char is signed, long is
// 64 bits wide, and mixed int/uint comparisons convert to uint.

__kernel void int_semantics(__global long *out, int a, uint u, char c) {
  __requires(a == -7);
  __requires(u == 3u);
  __requires(c == -1);
  __assert(a / 2 == -3);
  __assert(a % 3 == -1);
  __assert(a >> 1 == -4);
  __assert((uint)a / 2 == 2147483644u);
  __assert(!(a < u));
  __assert((int)c == -1);
  __assert((uchar)c == 255);
  long big = (long)a * 1000000000L;
  __assert(big == -7000000000L);
  __assert((ulong)0xFFFFFFFFu + 1 == 0x100000000UL);
  __assert((uint)(0xFFFFFFFFu + u) == 2u);
  out[get_local_id(0)] = big;
}
