//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on flag

// Every work-item writes 0, then 1, to the group's flag[0] (lines 11, 12):
// work-item a's write of 1 races with work-item b's write of 0 (writes of
// different values; only equal ones are benign).

__kernel void exact_log_two_writes_race(__global int *out) {
  __local int flag[1];
  flag[0] = 0;
  flag[0] = 1; // error: possible write-write race on flag
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = flag[0];
}
// cex@12: its access to flag at line 11
