//pass
//--global_size=2048 --local_size=128

// Work-group results: work-item 0 of each group writes the group's slot,
// and every work-item writes its global element; no two work-items (of any
// groups) write the same element.

__kernel void inter_group_distinct(__global uint *per_item, __global uint *per_group) {
  per_item[get_global_id(0)] = get_local_id(0);
  if (get_local_id(0) == 0)
    per_group[get_group_id(0)] = get_group_id(0) * get_local_size(0);
}
