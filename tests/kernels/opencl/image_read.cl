//pass
//--local_size=[16,16] --num_groups=[4,4]

// Reads of a read-only image (through a sampler argument, a local sampler
// and a constant one) never race: each work-item writes its own pixel of
// out. The values read are arbitrary.

__constant sampler_t clamped = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;

__kernel void blur(__read_only image2d_t src, sampler_t s, __global float4 *out) {
  const sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_FILTER_NEAREST;
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  int w = get_image_width(src);
  float4 v = read_imagef(src, s, p) + read_imagef(src, clamped, p + (int2)(1, 0)) +
             read_imagef(src, nearest, (float2)(p.x, p.y));
  out[get_global_id(1) * get_global_size(0) + get_global_id(0)] = v;
}
