//xfail:NOT_ALL_VERIFIED
//--pointer-bitwidth=64 --local_size=64 --num_groups=1
//possible write-write race on a

// A copy of 2^32 elements (line 11): the count is a 64-bit size_t, and
// the copy writes every element below it. A work-item's write of a[0]
// while the copy is in flight (line 12) races with another work-item's
// copy of a[0]. A count kept in 32 bits would be 0, a copy of nothing.

__kernel void pointer64_async_copy_count_race(__global int *p) {
  __local int a[64];
  event_t e = async_work_group_copy(a, p, (size_t)1 << 32, 0);
  a[get_local_id(0)] = 0;  // error: possible write-write race on a
  wait_group_events(1, &e);
}
