//xfail:NOT_ALL_VERIFIED
//--local_size=80 --num_groups=1 --check-array-bounds
//possible array out-of-bounds access on array L

// L holds 16 ints, 64 bytes; seen as chars, work-items 64 to 79 write
// bytes 64 to 79, past its end (line 10).

__kernel void bytes_char_view_bounds(__global int *out) {
  __local int L[16];
  ((__local char *)L)[get_local_id(0)] = 1; // error: possible array out-of-bounds access on array L
}
