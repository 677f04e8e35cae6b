//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible read-write race on G

// Group g fills s with g; the binary invariant (s[l] is the same for any two
// work-items) holds within a group only. Group 0 writes G[l / 2] (line 18)
// while group 1 reads G[l / 2 + 1] (line 20): item 2 of group 0 writes G[1]
// and item 0 of group 1 reads it, unordered.

__kernel void barrier_invariant_binary_inter_group_race(__global int *G, __global int *out) {
  __local uint s[64];
  uint l = get_local_id(0);
  s[l] = get_group_id(0);
  __barrier_invariant_binary_1(s[get_local_id(0)] == __other_int(s[get_local_id(0)]),
                               get_local_id(0), __other_int(get_local_id(0)));
  barrier(CLK_LOCAL_MEM_FENCE);
  if (s[l] == 0)
    G[l / 2] = 1;
  else
    out[get_global_id(0)] = G[l / 2 + 1]; // error: possible read-write race on G
}
// cex@20: its access to G at line 18
