//pass
//--local_size=64 --num_groups=16

// Each group copies its 64-element slice into local memory with
// async_work_group_copy, waits for it, synchronises, then reads it.

__kernel void async_copy(__global float *p) {
  __local float tile[64];
  event_t e = async_work_group_copy(tile, p + 64 * get_group_id(0), 64, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  p[get_global_id(0)] = 2 * tile[63 - get_local_id(0)];
}
