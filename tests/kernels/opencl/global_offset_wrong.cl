//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=64 --global_offset=64
//this assertion could not be proved

// With a global offset of 64, the last work-items' global ids reach
// 64 + 4095: an assertion that they stay below the global size fails.

__kernel void shifted_wrong(__global int *A) {
  __assert(get_global_id(0) < get_global_size(0)); // error: this assertion could not be proved
  A[get_global_id(0) - 64] = 1;
}
