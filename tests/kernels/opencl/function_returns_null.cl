//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible null pointer access

// The helper returns its argument or null: writing through its result may
// write through null.

__global float *maybe(__global float *p, int keep) {
  if (keep)
    return p;
  return 0;
}

__kernel void k(__global float *out, int keep) {
  __global float *p = maybe(out, keep);
  p[get_global_id(0)] = 1.0f;  // error: possible null pointer access
}
