//pass
//--local_size=64 --num_groups=4

// Work-items publish their slot in local memory, synchronise, and write
// through the slot they read back: inference keeps the barrier invariant
// slots[lid] == 63 - lid.

__kernel void infer_barrier_scatter(__global int *out) {
  __local unsigned slots[64];
  unsigned lid = get_local_id(0);
  slots[lid] = 63 - lid;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_group_id(0) * 64 + slots[lid]] = lid;
}
