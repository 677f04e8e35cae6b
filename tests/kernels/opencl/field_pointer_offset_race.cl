//xfail:BUGLE_ERROR
//--local_size=64 --num_groups=4
//field_pointer_offset_race.cl:16:69: error: unsupported: moving a pointer to a field of `R`

// q = &R[0].lo, so q[1] is the next int in memory: R[0].hi, not R[1].lo.
// Work-item 0 reads it (line 16) while work-item 1 writes R[0].hi (line 17):
// a race. Until memory is modelled byte by byte the pointer is rejected as
// unsupported (it used to be read as R[1].lo, missing the race).

typedef struct {
  int lo;
  int hi;
} range_t;

__kernel void field_pointer_offset_race(__global range_t *R, __global int *out) {
  if (get_global_id(0) == 0) { __global int *q = &R[0].lo; out[0] = q[1]; }
  if (get_global_id(0) == 1) R[0].hi = 5;
}
