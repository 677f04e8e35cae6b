//pass
//--local_size=64 --num_groups=8

// vloadN / vstoreN reach the N scalars from p[N * offset]: work-item i
// reads and writes elements 4i to 4i + 3 only, and reads back the pair it
// stored; after the barrier it reads its neighbour's pair.
__kernel void vload_vstore(__global const float *in, __global float *out, __local int *pairs) {
  size_t i = get_global_id(0);
  size_t l = get_local_id(0);
  float4 v = vload4(i, in);
  vstore4(v + 1.0f, i, out);
  vstore2((int2)(1, 2), l, pairs);
  int2 w = vload2(l, pairs);
  __assert(w.x == 1 && w.y == 2);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[4 * i] += vload2(get_local_size(0) - 1 - l, pairs).y;
}
