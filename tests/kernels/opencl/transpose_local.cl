//pass
//--local_size=[16,16] --num_groups=[4,4]

// Tiled transpose through a padded 16x17 local tile: load, local barrier,
// then write the tile transposed to the mirrored group position.

#define T 16
#define W 64

__kernel void transpose_local(__global const float *in, __global float *out) {
  __local float tile[T][T + 1];
  uint lx = get_local_id(0), ly = get_local_id(1);
  uint gx = get_group_id(0), gy = get_group_id(1);
  tile[ly][lx] = in[(gy * T + ly) * W + gx * T + lx];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[(gx * T + ly) * W + gy * T + lx] = tile[lx][ly];
}
