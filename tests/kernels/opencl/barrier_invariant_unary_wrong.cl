//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//this barrier invariant might not hold for every thread

// The unary barrier invariant (line 13) states S[t] == t * t, but the
// work-items store t * (t + 1): it fails for every work-item but 0.

#define N 64

__kernel void barrier_invariant_unary_wrong(__global uint *out) {
  __local uint S[N];
  S[get_local_id(0)] = get_local_id(0) * (get_local_id(0) + 1);
  __barrier_invariant_2(S[get_local_id(0)] == get_local_id(0) * get_local_id(0),  // error: this barrier invariant might not hold for every thread
                        get_local_id(0), N - 1 - get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  uint m = N - 1 - get_local_id(0);
  out[get_global_id(0)] = S[m];
}
