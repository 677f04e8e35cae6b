//pass
//--local_size=64 --num_groups=4 --no-annotations

// GPUVerify's --no-annotations: the false assertion and the false barrier
// invariant are left out, as if not written; the kernel has no race.

__kernel void no_annotations(__global int *A, __local int *S) {
  S[get_local_id(0)] = get_local_id(0);
  __barrier_invariant_1(false, get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  A[get_global_id(0)] = S[63 - get_local_id(0)];
  __assert(false);
}
