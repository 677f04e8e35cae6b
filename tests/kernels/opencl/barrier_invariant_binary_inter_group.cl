//pass
//--local_size=64 --num_groups=1

// barrier_invariant_binary_inter_group_race with a single group: the binary
// invariant makes s[l] the same for every work-item, so all of them write
// G[l / 2] (items 2k and 2k + 1 the same value) or all read G[l / 2 + 1].

__kernel void barrier_invariant_binary_inter_group(__global int *G, __global int *out) {
  __local uint s[64];
  uint l = get_local_id(0);
  s[l] = get_group_id(0);
  __barrier_invariant_binary_1(s[get_local_id(0)] == __other_int(s[get_local_id(0)]),
                               get_local_id(0), __other_int(get_local_id(0)));
  barrier(CLK_LOCAL_MEM_FENCE);
  if (s[l] == 0)
    G[l / 2] = 1;
  else
    out[get_global_id(0)] = G[l / 2 + 1];
}
