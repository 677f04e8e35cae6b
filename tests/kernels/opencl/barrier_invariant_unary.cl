//pass
//--local_size=64 --num_groups=8

// A unary barrier invariant, instantiated for the work-item itself and for
// its mirror 63 - t: after the barrier each work-item knows the value it
// reads from its mirror's slot, and the assertion checks it.

#define N 64

__kernel void barrier_invariant_unary(__global uint *out) {
  __local uint S[N];
  S[get_local_id(0)] = get_local_id(0) * get_local_id(0);
  __barrier_invariant_2(S[get_local_id(0)] == get_local_id(0) * get_local_id(0),
                        get_local_id(0), N - 1 - get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  uint m = N - 1 - get_local_id(0);
  uint v = S[m];
  __assert(v == m * m);
  out[get_global_id(0)] = v;
}
