//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=4

// infer_relational_pow2.cl reading the next thread's element: thread t
// reads `data[stride * (2 * t + 4) - 1]`, which thread t + 1 writes in
// the same barrier interval. The invariants inferred do not hide it.
__kernel void upsweep(__local int *data, __global int *out) {
  int t = get_local_id(0);
  int stride = 1;
  for (int active = 64; active > 0; active >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t < active) {
      int right = stride * (2 * t + 2) - 1;
      data[right] += data[right + 2 * stride];  // error: possible write-read race on data
    }
    stride *= 2;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0) {
    out[get_group_id(0)] = data[127];
  }
}
