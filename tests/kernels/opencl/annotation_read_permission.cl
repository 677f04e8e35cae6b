//pass
//--local_size=64 --num_groups=4 --no-inline

// A barrier invariant may only rely on elements a thread of the pair
// accessed since the last barrier: the odd work-items read their element
// with __read_permission so that A[i] == 0 is known for them too.
__kernel void read_permission(__global int *out) {
  __local int A[64];
  size_t i = get_local_id(0);
  A[i] = 0;
  __barrier_invariant_2(A[get_local_id(0)] == 0, get_local_id(0),
                        (get_local_id(0) + 1) % 64);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i % 2 == 0) {
    A[i] = A[i] + A[i + 1];
  }
  __read_permission(int, A[i]);
  __barrier_invariant_1(A[get_local_id(0)] == 0, get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  __assert(A[i] == 0);
  out[get_global_id(0)] = A[i];
}
