//pass
//--local_size=64 --num_groups=8

// convert_T_sat clamps an integer to T's range, lane by lane; any and all
// test the top bit of each lane, and the integer clamp bounds its value.
__kernel void convert_sat(__global int *b, __global uchar *out) {
  size_t i = get_global_id(0);
  int x = b[i];
  __assert(convert_uchar_sat(300) == 255);
  __assert(convert_uchar_sat(-5) == 0);
  __assert(convert_char_sat(200) == 127);
  __assert(convert_char_sat(-200) == -128);
  __assert(convert_char_sat(-100) == -100);
  __assert(convert_ushort_sat((uint)70000) == 65535);
  __assert(convert_int_sat((uint)0x80000000) == 0x7fffffff);
  __assert(convert_uint_sat(-1) == 0);
  __assert(convert_long_sat((ulong)0xffffffffffffffffUL) == 0x7fffffffffffffffL);
  __assert(convert_ulong_sat((long)-7) == 0);
  uchar u = convert_uchar_sat(x);
  __assert(x < 0 || x > 255 || u == x);
  int4 v = (int4)(-1, 0, 256, 7);
  uchar4 w = convert_uchar4_sat_rte(v);
  __assert(w.x == 0 && w.y == 0 && w.z == 255 && w.w == 7);
  __assert(any(v < 0) && !all(v < 0) && all(v > -2));
  int c = clamp(x, 0, 63);
  __assert(c >= 0 && c <= 63);
  __assert(clamp((int4)(-3, 4, 12, 0), 0, 10).z == 10);
  out[i * 64 + c] = u;
}
