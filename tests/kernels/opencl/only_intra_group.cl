//pass
//--local_size=64 --num_groups=8 --only-intra-group

// The kernel of inter_group_race.cl checked with --only-intra-group: the
// race between groups is out of scope, and within a group the work-items
// write distinct elements.

__kernel void only_intra_group(__global uint *A) {
  A[get_local_id(0)] = get_group_id(0);
}
