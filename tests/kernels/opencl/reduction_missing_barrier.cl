//xfail:NOT_ALL_VERIFIED
//--local_size=256 --num_groups=32
//possible [a-z-]+ race on

// Tree reduction without the barrier in the loop: at step 64, work-item 0
// reads sdata[64] (line 18) while work-item 64 may still be writing it at
// step 128, in the same barrier interval.

#define N 256

__kernel void reduction_missing_barrier(__global const int *in, __global int *out) {
  __local int sdata[N];
  uint t = get_local_id(0);
  sdata[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = N / 2; __invariant(s <= N / 2), s > 0; s >>= 1) {
    if (t < s)
      sdata[t] += sdata[t + s];  // error: possible read-write race on sdata
  }
  if (t == 0)
    out[get_group_id(0)] = sdata[0];
}
// error@18: possible read-write race on sdata
// error@18: possible write-read race on sdata
