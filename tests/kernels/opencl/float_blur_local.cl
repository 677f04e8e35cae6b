//pass
//--local_size=[16,16] --num_groups=[4,4]

// 2-D box blur of floats through a local tile: each work-item loads one
// pixel, and after the barrier averages the in-tile neighbours it has
// (clamped at the tile edges).

#define T 16

__kernel void float_blur_local(__global const float *img, __global float *out) {
  __local float tile[T][T];
  uint lx = get_local_id(0), ly = get_local_id(1);
  uint x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
  tile[ly][lx] = img[y * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  uint l = lx > 0 ? lx - 1 : lx, r = lx + 1 < T ? lx + 1 : lx;
  uint u = ly > 0 ? ly - 1 : ly, d = ly + 1 < T ? ly + 1 : ly;
  out[y * w + x] = (tile[ly][l] + tile[ly][r] + tile[u][lx] + tile[d][lx]) * 0.25f;
}
