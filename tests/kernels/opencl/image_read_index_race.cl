//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[4,4]
//possible write-write race on out

// A value read from an image is arbitrary: used as an index, two
// work-items may write the same element.

__kernel void scatter(__read_only image2d_t src, sampler_t s, __global int *out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  int4 v = read_imagei(src, s, p);
  out[v.x & 1023] = p.x; // error: possible write-write race on out
}
