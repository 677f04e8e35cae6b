//pass
//--local_size=64 --num_groups=4 --only-divergence

// GPUVerify's --only-divergence: races are not checked (every work-item
// writes A[0]), barrier divergence is, and every work-item reaches the
// barrier.

__kernel void only_divergence(__global int *A, __local int *S) {
  A[0] = get_global_id(0);
  S[get_local_id(0)] = A[1];
  barrier(CLK_LOCAL_MEM_FENCE);
}
