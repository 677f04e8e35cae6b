//pass
//--local_size=64 --num_groups=4

// select() with a condition made by vector logical operators (GEGL's
// edge-laplace): each lane of `&&`, `||` and `!` is -1 or 0, and picks the
// second operand where it is -1.

__kernel void pick(__global const int4 *in, __global int4 *out) {
  int i = get_global_id(0);
  int4 a = in[i];
  int4 b = in[i + 1];
  int4 r = select(0, a, (a > 0) && (b < 0 || a < 3));
  __assert(r.x == ((a.x > 0 && (b.x < 0 || a.x < 3)) ? a.x : 0));
  __assert(r.w == ((a.w > 0 && (b.w < 0 || a.w < 3)) ? a.w : 0));
  int4 n = !a;
  __assert(n.x == (a.x == 0 ? -1 : 0));
  __assert(((a > 0) || (b > 0)).z == ((a.z > 0 || b.z > 0) ? -1 : 0));
  out[i] = r + n;
}
