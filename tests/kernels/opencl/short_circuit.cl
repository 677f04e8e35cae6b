//pass
//--local_size=64 --num_groups=8

// A bounds check short-circuits the read of the neighbour: the last
// work-item of each group does not read s[t + 1]; the others read it only
// after the barrier, when nothing writes s any more.

__kernel void short_circuit(__global const int *in, __global int *flags) {
  __local int s[64];
  uint t = get_local_id(0);
  s[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  flags[get_global_id(0)] = (t + 1 < 64 && s[t + 1] < s[t]) ? 1 : 0;
}
