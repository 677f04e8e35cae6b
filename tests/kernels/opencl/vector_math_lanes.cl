//pass
//--local_size=64 --num_groups=4

// OpenCL's math builtins on vectors work lane by lane: min and max of int4
// (a scalar operand stands for every lane) give each lane's own result, as
// does mad24, and ceil, fmin and pown on float4 are the scalar functions
// per lane.

__kernel void vector_math_lanes(__global float4 *io, __global int4 *a) {
  size_t i = get_global_id(0);
  io[i] = ceil(io[i]) + fmin(io[i], (float4)(1.0f)) + pown(io[i], a[i]);
  int4 m = min((int4)(1, 2, 3, 0), (int4)(2, 3, 4, 1));
  __assert(m.x == 1 && m.y == 2 && m.z == 3 && m.w == 0);
  int2 d = mad24((int2)(3, 4), (int2)(5, 6), (int2)(1, 1));
  __assert(d.x == 16 && d.y == 25);
  int4 c = max(a[i], 3);
  __assert(c.x >= 3 && c.y >= 3 && c.z >= 3 && c.w >= 3);
  a[i] = c;
}
