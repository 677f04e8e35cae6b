//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//possible [a-z-]+ race on

// The halo stencil reusing the tile for a second pass without a barrier
// in between: work-item 1 reads s[1] (line 20) while work-item 0 overwrites
// s[1] with its result (line 21).

#define B 128

__kernel void stencil_1d_local_race(__global const float *in, __global float *out) {
  __local float s[B + 2];
  uint t = get_local_id(0), g = get_global_id(0);
  s[t + 1] = in[g];
  if (t == 0)
    s[0] = 0.0f;
  if (t == B - 1)
    s[B + 1] = 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float r = (s[t] + s[t + 1] + s[t + 2]) / 3.0f;
  s[t + 1] = r;  // error: possible write-read race on s
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = (s[t] + s[t + 1] + s[t + 2]) / 3.0f;
}
