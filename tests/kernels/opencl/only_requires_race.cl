//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-annotations
//possible [a-z]+-[a-z]+ race on A

// only_requires.cl under --no-annotations: the precondition j == 0 is left
// out too, and A[gid + j] races with A[gid].

__kernel void only_requires_race(__global int *A, int j) {
  __requires(j == 0);
  A[get_global_id(0) + j] = A[get_global_id(0)]; // error: possible write-read race on A
  __assert(false);
}
