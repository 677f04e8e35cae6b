//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion could not be proved

// After the barrier a[0], a[1] and a[2] are 0; the copy then fills all 64
// elements of a from p, and after the wait they are p's values. The two
// work-items checked copy at most two of the three elements themselves: the
// third must not keep its old 0, or the assertion (line 17) would be proved.

__kernel void async_copy_stale_destination(__global int *p) {
  __local int a[64];
  a[get_local_id(0)] = 0;
  __barrier_invariant_3(a[get_local_id(0)] == 0, 0, 1, 2);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy(a, p + 64 * get_group_id(0), 64, 0);
  wait_group_events(1, &e);
  if (get_local_id(0) == 63) __assert(a[0] == 0 || a[1] == 0 || a[2] == 0); // error: this assertion could not be proved
}
