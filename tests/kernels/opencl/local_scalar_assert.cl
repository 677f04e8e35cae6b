//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//this assertion could not be proved

// Work-item 0 stores 5 in the group's local scalar before the barrier, so
// the assertion that it is still 0 fails for every work-item.

__kernel void local_scalar_assert(__global int *out) {
  __local int c;
  __local int *p = &c;
  if (get_local_id(0) == 0) {
    *p = 5;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(c == 0); // error: this assertion could not be proved
  out[get_global_id(0)] = c;
}
