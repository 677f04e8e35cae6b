//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on s

// i * 2^31 wraps past 2^32 at i = 2: iterations 0 and 2 of every
// work-item write s[0] (line 13), with values 0 and 2, and work-item a's
// write of 2 races with work-item b's write of 0. (Thread 1's access shown
// may be any access line of s: the loop forgets which.)

__kernel void exact_log_wrapped_index_race(__global int *out) {
  __local uint s[2];
  for (uint i = 0; i < 3; i++)
    s[(i * 0x80000000u) >> 31] = i; // error: possible write-write race on s
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = s[0] + s[1];
}
