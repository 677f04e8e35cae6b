//pass
//--local_size=128 --num_groups=8

// SAXPY with a grid-stride loop: work-item gid handles gid, gid + 1024, ...
// The invariants say that i, and every element of y work-item 1 has read or
// written, is congruent to gid modulo the global size (1024 divides 2^32,
// so wrapping keeps this); two work-items never touch the same element.

__kernel void grid_stride(__global float *y, __global const float *x, float a, uint n) {
  uint gid = get_global_id(0);
  uint stride = get_global_size(0);
  for (uint i = gid;
       __invariant(i % stride == gid),
       __invariant(__write_implies(y, __write_offset_bytes(y) / sizeof(float) % stride == gid)),
       __invariant(__read_implies(y, __read_offset_bytes(y) / sizeof(float) % stride == gid)),
       i < n; i += stride)
    y[i] = a * x[i] + y[i];
}
