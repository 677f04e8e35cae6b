//pass
//--local_size=32 --num_groups=16

// float4 data through local memory: each work-item stores a float4, and
// after the barrier combines its own vector with its neighbour's.

__kernel void vector_float4_local(__global const float4 *in, __global float4 *out) {
  __local float4 tile[32];
  uint t = get_local_id(0);
  tile[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 n = tile[(t + 1) % 32];
  out[get_global_id(0)] = (float4)(tile[t].x, n.y, tile[t].z, n.w);
}
