//pass
//--local_size=256 --num_groups=32

// Tree reduction in local memory: at step s the work-items below s add in
// the element s places up, and a local barrier closes the step. The
// invariants bound s (no index wrap) and say that each step starts with
// empty access logs.

#define N 256

__kernel void reduction_tree(__global const int *in, __global int *out) {
  __local int sdata[N];
  uint t = get_local_id(0);
  sdata[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = N / 2;
       __invariant(s <= N / 2),
       __invariant(!__read(sdata)), __invariant(!__write(sdata)),
       __invariant(!__read(out)), __invariant(!__write(out)),
       s > 0; s >>= 1) {
    if (t < s)
      sdata[t] += sdata[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0)
    out[get_group_id(0)] = sdata[0];
}
