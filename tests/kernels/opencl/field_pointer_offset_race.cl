//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-read race on

// q = &R[0].lo, so q[1] is the next int in memory: R[0].hi, not R[1].lo.
// Work-item 0 reads it (line 15) while work-item 1 writes R[0].hi (line 16):
// a race, reported at the write.

typedef struct {
  int lo;
  int hi;
} range_t;

__kernel void field_pointer_offset_race(__global range_t *R, __global int *out) {
  if (get_global_id(0) == 0) { __global int *q = &R[0].lo; out[0] = q[1]; }
  if (get_global_id(0) == 1) R[0].hi = 5; // error: possible write-read race on
}
