//pass
//--local_size=64 --num_groups=4 --no-inline

// A barrier invariant instantiated at local ids may name the global id:
// for another work-item of the group it is that work-item's global id.
// After the barrier each work-item reads its neighbour's element.
__kernel void barrier_invariant_global_id(__global int *A) {
  A[get_global_id(0)] = 7;
  __barrier_invariant_1(A[get_global_id(0)] == 7, (get_local_id(0) + 1) % 64);
  barrier(CLK_GLOBAL_MEM_FENCE);
  size_t next = get_group_id(0) * 64 + (get_local_id(0) + 1) % 64;
  __assert(A[next] == 7);
}
