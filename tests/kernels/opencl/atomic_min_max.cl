//pass
//

// Global minimum and maximum with atomic_min / atomic_max, for any NDRange:
// atomics never race with each other, and nothing else touches the two
// result cells.

__kernel void atomic_min_max(__global const int *in, __global int *lo, __global int *hi) {
  int v = in[get_global_id(0)];
  atomic_min(lo, v);
  atomic_max(hi, v);
}
