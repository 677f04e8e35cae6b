//pass
//--local_size=64 --num_groups=16

// Each work-item doubles four floats at once through a float4 view of the
// float buffer: work-item i reads and writes bytes 16i to 16i + 15 only.

__kernel void bytes_vector_view(__global float *p) {
  __global float4 *v = (__global float4 *)p;
  size_t i = get_global_id(0);
  v[i] = v[i] * 2.0f;
}
