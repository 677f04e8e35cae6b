// A grid-stride loop in OpenCL: the invariants `--show-invariants` prints,
// pasted as the loop body's first statements, verify it with --no-infer.
// Flags: --local_size=64 --num_groups=16

__kernel void grid_stride(__global float *x, __global const float *y, unsigned n) {
  unsigned stride = get_global_size(0);
  for (unsigned i = get_global_id(0); i < n; i += stride) {
    x[i] = 2.0f * x[i] + y[i];
  }
}
