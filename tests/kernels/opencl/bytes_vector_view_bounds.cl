//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --check-array-bounds
//possible array out-of-bounds access on array L

// L holds 6 ints, 24 bytes; seen as int4s, work-item 1 reads bytes 16 to 31
// (line 11), past the end of L.

__kernel void bytes_vector_view_bounds(__global int4 *out) {
  __local int L[6];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) < 2) out[get_local_id(0)] = ((__local int4 *)L)[get_local_id(0)]; // error: possible array out-of-bounds access on array L
}
