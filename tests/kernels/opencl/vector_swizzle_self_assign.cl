//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible write-write race on S

// p = p.yx swaps the lanes, reading both before writing either: p is
// (i, 0) and every work-item writes S[0]. (Lane-by-lane assignment once
// gave (i, i), each work-item its own S[i].)

__kernel void vector_swizzle_self_assign(__global int *A, __local int *S) {
  int i = get_local_id(0);
  int2 p = (int2)(0, i);
  p = p.yx;
  S[p.y] = i; // error: possible write-write race on S
}
