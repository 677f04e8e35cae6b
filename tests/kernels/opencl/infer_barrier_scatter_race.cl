//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on out

// infer_barrier_scatter.cl with a slot written twice, the second time
// with a constant: the candidate from the first write is refuted, the one
// from the second (slots[lid] == 0) kept, and every work-item of a group
// writes out[64 * group] (line 16).

__kernel void infer_barrier_scatter_race(__global int *out) {
  __local unsigned slots[64];
  unsigned lid = get_local_id(0);
  slots[lid] = 63 - lid;
  slots[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_group_id(0) * 64 + slots[lid]] = lid;  // error: possible write-write race on out
}
