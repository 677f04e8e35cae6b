//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//error: possible write-write race on out

// Work-items 2k and 2k + 1 store to the same four floats.
__kernel void vload_vstore_race(__global const float *in, __global float *out) {
  size_t i = get_global_id(0);
  vstore4(vload4(i, in), i / 2, out);  // error: possible write-write race on out
}
