//pass
//--local_size=128 --num_groups=4

// The up-sweep of a work-efficient scan: `stride` doubles while `active`
// halves, so `stride * active` stays 64 (rule relational-pow2). That bound
// keeps `stride * (2 * t + 2)` from wrapping, which makes each active
// thread's element its own. Without the rule the kernel fails
// (infer_relational_pow2_omitted.cl).
__kernel void upsweep(__local int *data, __global int *out) {
  int t = get_local_id(0);
  int stride = 1;
  for (int active = 64; active > 0; active >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < active) {
      int right = stride * (2 * t + 2) - 1;
      int left = stride * (2 * t + 1) - 1;
      data[right] += data[left];
    }
    stride *= 2;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0) {
    out[get_group_id(0)] = data[127];
  }
}
