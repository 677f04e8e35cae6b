//pass
//--local_size=64 --num_groups=4

// async_copy_other_event_race.cl waiting for both events: every copy has
// ended before the barrier, and the reads after it do not race.

__kernel void async_copy_other_event(__global int *p, __global int *q) {
  __local int a[64];
  __local int b[64];
  event_t e[2];
  e[0] = async_work_group_copy(a, p + 64 * get_group_id(0), 64, 0);
  e[1] = async_work_group_copy(b, q + 64 * get_group_id(0), 64, 0);
  wait_group_events(2, e);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  p[get_global_id(0)] = a[63 - get_local_id(0)] + b[get_local_id(0)];
}
