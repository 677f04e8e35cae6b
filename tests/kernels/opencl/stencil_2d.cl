//pass
//--local_size=[8,8] --num_groups=[8,8]

// 5-point Laplacian on a 64x64 grid with coefficients in __constant memory:
// interior work-items read four neighbours of in and write their own
// element of out.

__kernel void stencil_2d(__global const float *in, __global float *out,
                         __constant float *c) {
  uint x = get_global_id(0), y = get_global_id(1);
  uint w = get_global_size(0), h = get_global_size(1);
  if (x == 0 || y == 0 || x == w - 1 || y == h - 1)
    return;
  uint i = y * w + x;
  out[i] = c[0] * in[i] + c[1] * (in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
}
