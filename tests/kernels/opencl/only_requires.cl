//pass
//--local_size=64 --num_groups=4 --only-requires

// GPUVerify's --only-requires: the precondition j == 0 is kept (without it
// A[gid + j] races with A[gid]), the false assertion is left out.

__kernel void only_requires(__global int *A, int j) {
  __requires(j == 0);
  A[get_global_id(0) + j] = A[get_global_id(0)];
  __assert(false);
}
