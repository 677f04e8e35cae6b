//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on L

// (uchar)300 is 44, so x takes the first case and every work-item writes
// L[0]. Case labels were folded without their types: 300.

__kernel void case_label_cast_race(__global int *out) {
  __local int L[64];
  int t = get_local_id(0);
  int x = 44;
  switch (x) {
  case (uchar)300:
    L[0] = t; // error: possible write-write race on L
    break;
  default:
    L[t] = t;
    break;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[t] = L[t];
}
