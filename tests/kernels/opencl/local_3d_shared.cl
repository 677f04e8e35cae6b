//pass
//--local_size=[4,4,4] --num_groups=8

// A 3-D local cube: each work-item stores into cube[z][y][x], synchronises,
// and reads the element mirrored in z.

__kernel void local_3d_shared(__global const int *in, __global int *out) {
  __local int cube[4][4][4];
  uint x = get_local_id(0), y = get_local_id(1), z = get_local_id(2);
  uint g = get_group_id(0) * 64 + (z * 4 + y) * 4 + x;
  cube[z][y][x] = in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = cube[3 - z][y][x];
}
