//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//possible barrier divergence

// A loop with a barrier whose trip count depends on the data: a work-item
// whose value is already non-positive skips the barrier at line 15 that
// the others wait at.

__kernel void barrier_loop_divergence(__global int *A) {
  __local int s[64];
  uint t = get_local_id(0);
  int v = A[get_global_id(0)];
  while (v > 0) {
    s[t] = v;
    barrier(CLK_LOCAL_MEM_FENCE);  // error: possible barrier divergence
    v = v / 2;
  }
  A[get_global_id(0)] = v;
}
