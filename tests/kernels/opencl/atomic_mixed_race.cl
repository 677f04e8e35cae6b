//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible [a-z-]+ race on

// A local counter incremented atomically by every work-item while work-item
// 0 resets it with a plain store (line 12) in the same barrier interval.

__kernel void atomic_mixed_race(__global uint *out) {
  __local uint counter[1];
  atomic_inc(&counter[0]);
  if (get_local_id(0) == 0)
    counter[0] = 0;  // error: possible write-atomic race on counter
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = counter[0];
}
