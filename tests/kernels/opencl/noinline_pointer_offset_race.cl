//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=32 --no-inline
//possible [a-z-]+ race on

// A function verified on its own (--no-inline) whose pointer argument is
// each work-item's own: work-item t passes buf + t and writes buf[t + i]
// for i = t, t + 64, ...: work-items 0 and 32 both write buf[64], the
// first 64, the second 32. The loop's inferred invariants (i keeps t's
// remainder) hold, and the race is still found. (Writing 0 everywhere
// would be a benign race, tolerated by default.)

#define MAX 1024

void clear(__local float *dst) {
  int i = get_local_id(0);
  while (i < MAX) {
    dst[i] = i;  // error: possible write-write race on buf
    i += get_local_size(0);
  }
}

__kernel void noinline_pointer_offset_race() {
  __local float buf[2 * MAX];
  clear(buf + get_local_id(0));
}
