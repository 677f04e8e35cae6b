//pass
//--local_size=64 --num_groups=1

// abs(x) is |x| in the unsigned type of x's width: abs(CHAR_MIN) is 128 as a
// uchar (so abs(c) - 200 is a negative int), abs(INT_MIN) is 2^31, and an
// unsigned argument comes back unchanged. Each work-item writes its own A[lid].

__kernel void abs_widths(__global uint *A) {
  char c = (char)-128;
  short s = (short)(-1 - (short)get_local_id(0));
  int i = -2147483647 - 1;
  long l = -9223372036854775807L - 1;
  __assert(abs(c) == 128 && abs(c) - 200 < 0);
  __assert(abs(s) == get_local_id(0) + 1);
  __assert(abs(i) == 2147483648u);
  __assert(abs(l) == 9223372036854775808UL);
  __assert(abs((uchar)200) == 200 && abs((ushort)65535) == 65535);
  __assert(abs(0xFFFFFFFFu) == 0xFFFFFFFFu && abs(0xFFFFFFFFFFFFFFFFUL) == 0xFFFFFFFFFFFFFFFFUL);
  A[get_local_id(0)] = abs(s);
}
