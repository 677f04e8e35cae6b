//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible barrier divergence

// The reduction's barrier moved inside `if (t < s)` (line 21): at the first
// step work-items 0-31 reach it and work-items 32-63 do not.

#define N 64

__kernel void reduction_barrier_in_branch(__global const int *in, __global int *out) {
  __local int sdata[N];
  uint t = get_local_id(0);
  sdata[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = N / 2;
       __invariant(s <= N / 2),
       __invariant(!__read(sdata)), __invariant(!__write(sdata)),
       s > 0; s >>= 1) {
    if (t < s) {
      sdata[t] += sdata[t + s];
      barrier(CLK_LOCAL_MEM_FENCE);  // error: possible barrier divergence
    }
  }
  if (t == 0)
    out[get_group_id(0)] = sdata[0];
}
