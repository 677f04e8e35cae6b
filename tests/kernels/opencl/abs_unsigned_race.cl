//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on A

// abs of an unsigned value is the value itself, also with the top bit set:
// every work-item takes the first arm and writes its id to A[0] at line 12,
// e.g. work-items 0 and 1. Computed as a signed abs, abs(u) would be -u and
// each work-item would write its own A[lid].

__kernel void abs_unsigned_race(__global uint *A) {
  uint u = 0xF0000000u + get_local_id(0);
  A[abs(u) == u ? 0 : get_local_id(0)] = get_local_id(0); // error: possible write-write race on A
}
