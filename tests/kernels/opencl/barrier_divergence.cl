//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible barrier divergence

// An early return (line 13) for the work-items past n, before the barrier
// at line 15: with n not a multiple of 64, part of a group returns and the
// rest waits at the barrier without it.

__kernel void barrier_divergence(__global int *A, uint n) {
  __local int s[64];
  uint t = get_local_id(0), g = get_global_id(0);
  if (g >= n)
    return;
  s[t] = A[g];
  barrier(CLK_LOCAL_MEM_FENCE);  // error: possible barrier divergence
  A[g] = s[63 - t];
}
