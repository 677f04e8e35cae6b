//pass
//--local_size=64 --num_groups=4

// `c ? a : b` with a vector condition picks lane by lane, as select(b, a,
// c) does: here each lane's absolute value (it was taken as false for
// every lane).

__kernel void magnitudes(__global const int4 *in, __global int4 *out) {
  int i = get_global_id(0);
  int4 a = in[i];
  int4 r = (a > 0) ? a : -a;
  __assert(r.x >= 0 || a.x == -2147483647 - 1);
  __assert(r.w == (a.w > 0 ? a.w : -a.w));
  out[i] = r;
}
