//pass
//--num_groups=8

// An axiom on the launch: work-groups of 32 work-items, which the
// indexing relies on.

__axiom(get_local_size(0) == 32);
__axiom(get_local_size(1) == 1);

__kernel void annotation_axiom(__global int *A) {
  A[get_group_id(0) * 32 + get_local_id(0)] = get_local_id(0);
}
