//xfail:NOT_ALL_VERIFIED
//--local_size=[8,8] --num_groups=[8,8]
//possible write-write race on dst

// Every work-item of a row writes the row's first pixel: a race between
// image writes (of equal or different colours: the model does not compare
// colours).

__kernel void first_column(__write_only image2d_t dst, __read_only image2d_t src, sampler_t s) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(dst, (int2)(0, p.y), read_imagef(src, s, p)); // error: possible write-write race on dst
}
