//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//async_work_group_copy may be reached by non-uniform control flow

// Only some work-items of the group reach the copy (line 10), which every
// work-item of the group must reach.

__kernel void async_copy_divergent(__global float *p) {
  __local float tile[64];
  if (get_local_id(0) < 32) {
    event_t e = async_work_group_copy(tile, p, 64, 0);  // error: async_work_group_copy may be reached by non-uniform control flow
    wait_group_events(1, &e);
  }
}
