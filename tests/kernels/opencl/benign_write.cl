//pass
//--local_size=64 --num_groups=8

// Every work-item stores the group size into the same local cell and into
// the same global cell: the writes race, but with equal values, which is
// tolerated by default (benign races).

__kernel void benign_write(__global uint *size_out, __global uint *out) {
  __local uint size[1];
  size[0] = get_local_size(0);
  size_out[0] = get_local_size(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = size[0];
}
