//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//this assertion could not be proved

// Assumes that the remainder is never negative: for negative a, a % 4 takes
// the sign of a (-7 % 4 == -3), so the assertion at line 11 fails.

__kernel void int_semantics_wrong(__global int *out, int a) {
  __requires(a < 0);
  int r = a % 4;
  __assert(r >= 0);  // error: this assertion could not be proved
  out[get_local_id(0)] = r;
}
