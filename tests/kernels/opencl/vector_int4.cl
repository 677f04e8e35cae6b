//pass
//--local_size=64 --num_groups=8

// int4 vectors: each work-item loads its own int4, sums the components
// (.s0, .s1, .z, .w) and stores the vector reversed by a swizzle.

__kernel void vector_int4(__global const int4 *in, __global int *sums, __global int4 *out) {
  uint g = get_global_id(0);
  int4 v = in[g];
  sums[g] = v.s0 + v.s1 + v.z + v.w;
  out[g] = v.wzyx;
}
