//pass
//--local_size=64 --num_groups=8

// A[t] = 63 - t; barrier; B[A[t]] = t. The binary barrier invariant says
// that two work-items' entries of A differ, which is what makes the
// scattered writes to B disjoint after the barrier.

#define N 64

__kernel void barrier_invariant_binary(__global int *out) {
  __local uint A[N];
  __local int B[N];
  A[get_local_id(0)] = N - 1 - get_local_id(0);
  __barrier_invariant_binary_1(A[get_local_id(0)] != A[__other_int(get_local_id(0))],
                               get_local_id(0), __other_int(get_local_id(0)));
  barrier(CLK_LOCAL_MEM_FENCE);
  B[A[get_local_id(0)]] = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = B[get_local_id(0)];
}
