//pass
//--local_size=64 --num_groups=1

// OpenCL's saturating arithmetic clamps instead of wrapping.

__kernel void saturating(__global int *out, int a) {
  __assert(add_sat(2147483647, 1) == 2147483647);
  __assert(sub_sat(0u, 1u) == 0u);
  __assert(add_sat((uchar)200, (uchar)100) == (uchar)255);
  __assert(add_sat(a, 0) == a);
  out[get_global_id(0)] = add_sat(a, (int)get_global_id(0));
}
