//xfail:BUGLE_ERROR
//--local_size=64 --num_groups=2
//kernel_clang_error.cl:11:14: error: invalid conversion between vector type

// OpenCL C has no host code: a kernel that does not compile is an error,
// never skipped. (Found by red-teaming: the statement was cut out and the
// racy kernel verified.)

__kernel void k(__global int *a) {
  int t = get_global_id(0);
  a[0] = t + (int)(float2)(1.0f, 2.0f);
}
