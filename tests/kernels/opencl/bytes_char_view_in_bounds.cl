//pass
//--local_size=64 --num_groups=1 --check-array-bounds

// L holds 16 ints, 64 bytes; seen as chars, the 64 work-items write bytes 0
// to 63, each its own, all inside L.

__kernel void bytes_char_view_in_bounds(__global int *out) {
  __local int L[16];
  ((__local char *)L)[get_local_id(0)] = 1;
}
