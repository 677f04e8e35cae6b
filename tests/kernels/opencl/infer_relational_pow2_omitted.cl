//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=4 --omit-infer=relational-pow2

// infer_relational_pow2.cl without the rule relational-pow2: nothing
// bounds `stride`, so for all inference knows `stride * (2 * t + 2)`
// wraps and two threads' elements can meet.
__kernel void upsweep(__local int *data, __global int *out) {
  int t = get_local_id(0);
  int stride = 1;
  for (int active = 64; active > 0; active >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < active) {
      int right = stride * (2 * t + 2) - 1;
      int left = stride * (2 * t + 1) - 1;
      data[right] += data[left];  // error: possible write-read race on data
    }
    stride *= 2;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0) {
    out[get_group_id(0)] = data[127];
  }
}
