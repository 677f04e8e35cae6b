//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible atomic-write race on misses

// The pointer reaches misses[5] when c is 0: work-item 5's plain write of
// that element races with the atomic increments.

kernel void count(local int *hits, local int *misses, int c, global int *out) {
  int tid = get_local_id(0);
  local int *p;
  if (c)
    p = hits + 3;
  else
    p = misses + 5;
  misses[tid] = tid;
  out[tid] = atomic_inc(p);  // error: possible atomic-write race on misses
}
