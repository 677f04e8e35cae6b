//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8 --cl-std=CL2.0
//possible barrier divergence

// OpenCL 2.0 work_group_barrier under a condition on the local id
// (line 13): only the even work-items reach it.

__kernel void work_group_barrier_divergence(__global int *A) {
  __local int s[64];
  uint t = get_local_id(0);
  s[t] = A[get_global_id(0)];
  if (t % 2 == 0) {
    work_group_barrier(CLK_LOCAL_MEM_FENCE);  // error: possible barrier divergence
    A[get_global_id(0)] = s[t + 1];
  }
}
