//pass
//--local_size=[16,16] --num_groups=[4,4]

// Naive transpose of a 64x64 matrix over a 2-D NDRange: work-item (x, y)
// writes out[x][y], and (x, y) identifies the work-item.

__kernel void transpose_naive(__global const float *in, __global float *out) {
  uint x = get_global_id(0);
  uint y = get_global_id(1);
  uint w = get_global_size(0);
  out[x * w + y] = in[y * w + x];
}
