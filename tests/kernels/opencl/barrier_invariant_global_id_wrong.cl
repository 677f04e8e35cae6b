//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//error: this barrier invariant might not hold

// The odd work-items write 8: instantiated at the neighbour's id, the
// invariant claims 7 of an element that holds 8.
__kernel void barrier_invariant_global_id_wrong(__global int *A) {
  A[get_global_id(0)] = get_local_id(0) % 2 == 0 ? 7 : 8;
  __barrier_invariant_1(A[get_global_id(0)] == 7, (get_local_id(0) + 1) % 64);  // error: this barrier invariant might not hold for every thread
  barrier(CLK_GLOBAL_MEM_FENCE);
}
