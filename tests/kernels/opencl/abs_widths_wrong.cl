//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//this assertion could not be proved

// abs(x) of an int is a uint, 2^31 for x = INT_MIN: read back as an int it is
// negative, so the assertion at line 10 fails when x[lid] is INT_MIN.

__kernel void abs_widths_wrong(__global int *x, __global int *y) {
  int v = x[get_local_id(0)];
  __assert((int)abs(v) >= 0); // error: this assertion could not be proved
  y[get_local_id(0)] = abs(v);
}
