//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4 --check-array-bounds
//possible array out-of-bounds access on array tile

// The neighbour read tile[t + 1] (line 12) runs past the end of the
// 32-element tile for the last work-item.

__kernel void array_bounds_overrun(__global int *out) {
  __local int tile[32];
  uint t = get_local_id(0);
  tile[t] = (int)t;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[t + 1];  // error: possible array out-of-bounds access on array tile
}
