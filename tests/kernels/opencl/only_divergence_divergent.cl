//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --only-divergence
//possible barrier divergence

// The race on A[0] is not checked under --only-divergence, but the barrier
// that depends on what each work-item read is still divergent.

__kernel void only_divergence_divergent(__global int *A) {
  int v = A[get_global_id(0)];
  A[0] = v;
  if (v > 0) {
    barrier(CLK_GLOBAL_MEM_FENCE); // error: possible barrier divergence
  }
}
