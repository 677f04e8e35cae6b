//pass
//--local_size=64 --num_groups=8

// as_T between vectors and scalars of one size: the bits, lane 0 lowest.
__kernel void as_type_vector(__global uint *b, __global int4 *g) {
  size_t i = get_global_id(0);
  uint x = b[i];
  uchar4 c = as_uchar4(x);
  __assert(c.x == (x & 0xff) && c.w == (x >> 24));
  __assert(as_uint(c) == x);
  uint2 p = as_uint2((ulong)0x0000000500000007UL);
  __assert(p.x == 7 && p.y == 5);
  short2 s = as_short2(0xffff0001u);
  __assert(s.x == 1 && s.y == -1);
  int4 bits = as_int4(as_ulong2((int4)(1, 2, 3, 4)));
  __assert(bits.y == 2);
  g[i] = bits;
}
