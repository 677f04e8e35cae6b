//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --no-inline
//possible write-write race on dst

// Under --no-inline every device function is verified for any caller, as
// GPUVerify does: clear_from (never called) writes dst[i] for a start i
// the caller chooses per thread, so two threads may write one element
// (line 10).

void clear_from(__local int *dst, int i) {
  dst[i] = get_local_id(0);  // error: possible write-write race on dst
}

__kernel void uncalled_device_fn_race(__global int *out) {
  out[get_global_id(0)] = 1;
}
