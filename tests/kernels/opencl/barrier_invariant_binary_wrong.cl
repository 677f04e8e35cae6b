//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//this barrier invariant might not hold for every thread

// The binary barrier invariant (line 14) claims that A holds distinct
// values, but A[t] = t % 32 repeats: work-items 0 and 32 both store 0.

#define N 64

__kernel void barrier_invariant_binary_wrong(__global int *out) {
  __local uint A[N];
  __local int B[N];
  A[get_local_id(0)] = get_local_id(0) % 32;
  __barrier_invariant_binary_1(A[get_local_id(0)] != A[__other_int(get_local_id(0))],  // error: this barrier invariant might not hold for every thread
                               get_local_id(0), __other_int(get_local_id(0)));
  barrier(CLK_LOCAL_MEM_FENCE);
  B[A[get_local_id(0)]] = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = B[get_local_id(0)];
}
