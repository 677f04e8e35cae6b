//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//this assertion could not be proved

// Assumes that adding one makes an unsigned value larger: for
// u == 0xFFFFFFFF the sum wraps to 0, so the assertion at line 10 fails.

__kernel void int_wrap_wrong(__global uint *out, uint u) {
  uint next = u + 1;
  __assert(next > u);  // error: this assertion could not be proved
  out[get_local_id(0)] = next;
}
