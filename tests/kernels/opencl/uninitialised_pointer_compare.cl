//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion could not be proved

// A pointer never set is indeterminate: whether it is null is not known.

__kernel void k(__global int *out) {
  __global int *p;
  __assert(p == 0);  // error: this assertion could not be proved
  out[get_global_id(0)] = 1;
}
