//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//error: this barrier invariant might not hold

// Without __read_permission, an odd work-item has not accessed A[i] since
// the last barrier, so the invariant cannot rely on its value.
__kernel void read_permission_omitted(__global int *out) {
  __local int A[64];
  size_t i = get_local_id(0);
  A[i] = 0;
  __barrier_invariant_2(A[get_local_id(0)] == 0, get_local_id(0),
                        (get_local_id(0) + 1) % 64);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i % 2 == 0) {
    A[i] = A[i] + A[i + 1];
  }
  __barrier_invariant_1(A[get_local_id(0)] == 0, get_local_id(0));  // error: this barrier invariant might not hold for every thread
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = A[i];
}
