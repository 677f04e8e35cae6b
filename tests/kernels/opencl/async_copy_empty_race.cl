//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on out

// A copy of n elements, where n may be 0, then a race on out: a copy of no
// element copies nothing, and must not make the rest of the kernel
// unreachable (an assumption `k < n` did, and hid the race at line 15).

__kernel void async_copy_empty_race(__global int *p, __global int *out, uint n) {
  __local int a[64];
  event_t e = async_work_group_copy(a, p + 64 * get_group_id(0), n, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[0] = get_local_id(0); // error: possible write-write race on out
}
