//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on out

// c[0] is 0 after the barrier (its invariant says so), yet only the first
// atomic_inc returns 0: every later work-item writes out[0].

__kernel void atomic_inc_loser_race(__global int *out) {
  __local int c[1];
  c[0] = 0;
  __barrier_invariant_1(c[0] == 0, get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  int old = atomic_inc(&c[0]);
  if (old != 0) {
    out[0] = get_local_id(0); // error: possible write-write race on out
  }
}
