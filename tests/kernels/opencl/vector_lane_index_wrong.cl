//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion could not be proved

// Lane k of the loop clears only negative lanes: lane y may stay positive.

__kernel void lanes(__global const int4 *in, __global int *out) {
  int i = get_global_id(0);
  int4 v = in[i];
  for (int k = 0; k < 4; k++) {
    if (v[k] < 0)
      v[k] = 0;
  }
  __assert(v.y == 0);  // error: this assertion could not be proved
  out[i] = v.x;
}
