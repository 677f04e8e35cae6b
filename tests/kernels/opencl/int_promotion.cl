//pass
//--local_size=32 --num_groups=1

// Integer promotion: uchar and ushort operands are computed in int, so
// nothing wraps until the result is stored back into the narrow type (or
// converted to short, where 65535 reads as -1).

__kernel void int_promotion(__global uchar *out, uchar x, uchar y, ushort s) {
  __requires(x == 250 && y == 10);
  __requires(s == 65535);
  __assert(x + y == 260);
  __assert(y - x == -240);
  uchar z = x + y;
  __assert(z == 4);
  __assert(s * 2 == 131070);
  ushort s2 = s * 2;
  __assert(s2 == 65534);
  __assert((short)s == -1);
  out[get_local_id(0)] = z;
}
