//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion could not be proved

// Where the condition's lane is 0, select() gives the first operand (0),
// not the second.

__kernel void pick(__global const int4 *in, __global int4 *out) {
  int i = get_global_id(0);
  int4 a = in[i];
  int4 b = in[i + 1];
  int4 r = select(0, a, (a > 0) && (b < 0));
  __assert(r.y == a.y);  // error: this assertion could not be proved
  out[i] = r;
}
