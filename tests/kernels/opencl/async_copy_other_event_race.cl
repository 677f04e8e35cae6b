//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//wait_group_events may not wait for the async_work_group_copy at line 13

// Two copies, each with an event of its own; the kernel waits only for the
// second, so the copy into a is still in flight at the barrier (line 16) and
// its writes may meet the reads of a after it. The wait is reported: it does
// not wait for the copy at line 13.

__kernel void async_copy_other_event_race(__global int *p, __global int *q) {
  __local int a[64];
  __local int b[64];
  event_t ea = async_work_group_copy(a, p + 64 * get_group_id(0), 64, 0);
  event_t eb = async_work_group_copy(b, q + 64 * get_group_id(0), 64, 0);
  wait_group_events(1, &eb); // error: wait_group_events may not wait for the async_work_group_copy at line 13
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  p[get_global_id(0)] = a[63 - get_local_id(0)] + b[get_local_id(0)];
}
