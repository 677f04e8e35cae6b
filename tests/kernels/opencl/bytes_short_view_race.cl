//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible write-write race on

// Work-item i writes int i of p (line 11) and, through a short view, the
// short at byte 4i + 4 (line 12): the low half of int i + 1, which work-item
// i + 1 writes.

__kernel void bytes_short_view_race(__global int *p) {
  size_t i = get_global_id(0);
  p[i] = 1;
  ((__global short *)p)[2 * i + 2] = 2; // error: possible write-write race on
}
