//pass
//--local_size=64 --num_groups=8

// Barriers under a condition on a kernel argument, the same for every
// work-item: the whole group takes the branch or none of it does. With the
// flag set, the group reverses its elements through local memory.

__kernel void barrier_uniform_param(__global int *A, int reverse) {
  __local int s[64];
  uint t = get_local_id(0), g = get_global_id(0);
  if (reverse != 0) {
    s[t] = A[g];
    barrier(CLK_LOCAL_MEM_FENCE);
    A[g] = s[63 - t];
  }
}
