//xfail:BUGLE_ERROR
//--local_size=64 --num_groups=4
//async_copy_in_helper.cl:11:10: error: unsupported: leaving a function while an async_work_group_copy it started is in flight

// The helper starts a copy into a and returns without waiting for it: the
// copy is still in flight at the kernel's barrier (line 16), past which the
// model of a copy (its accesses logged until the next barrier) does not
// reach. Rejected, never verified.

event_t start(__local int *a, __global int *p) {
  return async_work_group_copy(a, p, 64, 0);
}

__kernel void async_copy_in_helper(__global int *p) {
  __local int a[64];
  start(a, p);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  p[get_global_id(0)] = a[63 - get_local_id(0)];
}
