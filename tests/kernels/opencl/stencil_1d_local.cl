//pass
//--local_size=128 --num_groups=16

// 3-point stencil through local memory with a halo cell on each side,
// loaded by the first and last work-items of the group; the barrier
// separates the loads from the neighbour reads.

#define B 128

__kernel void stencil_1d_local(__global const float *in, __global float *out, uint n) {
  __local float s[B + 2];
  uint t = get_local_id(0), g = get_global_id(0);
  s[t + 1] = in[g];
  if (t == 0)
    s[0] = g > 0 ? in[g - 1] : 0.0f;
  if (t == B - 1)
    s[B + 1] = g + 1 < n ? in[g + 1] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = (s[t] + s[t + 1] + s[t + 2]) / 3.0f;
}
