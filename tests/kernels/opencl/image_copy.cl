//pass
//--local_size=[16,16] --num_groups=[4,4]

// A 2-D image copy: each work-item reads its pixel of a read-only image and
// writes its own pixel of a write-only one; a 3-D image gets its slice 0.

__kernel void copy(__write_only image2d_t dst, __read_only image2d_t src, sampler_t s,
                   __write_only image3d_t vol) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 c = read_imagef(src, s, p);
  write_imagef(dst, p, c);
  write_imageui(vol, (int4)(p.x, p.y, 0, 0), (uint4)(1, 2, 3, 4));
}
