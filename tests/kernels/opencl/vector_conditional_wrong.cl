//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion could not be proved

// Where a lane is positive the conditional gives that lane, not its
// negation.

__kernel void magnitudes(__global const int4 *in, __global int4 *out) {
  int i = get_global_id(0);
  int4 a = in[i];
  int4 r = (a > 0) ? a : -a;
  __assert(r.y == -a.y);  // error: this assertion could not be proved
  out[i] = r;
}
