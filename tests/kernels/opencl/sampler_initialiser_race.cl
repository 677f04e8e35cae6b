//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible [a-z]+-[a-z]+ race on a

// A sampler has no IVL form, but its initialiser runs: its racy update of
// a[0] is found. (Found by red-teaming: the initialiser was dropped.)

__kernel void k(__read_only image2d_t img, __global int *a, __global float4 *o) {
  int t = get_global_id(0);
  sampler_t s = a[0]++; // error: possible write-read race on a
  o[t] = read_imagef(img, s, (int2)(0, 0));
}
