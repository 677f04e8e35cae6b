//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//error: possible write-write race on q

// Two lanes of the next work-item's int4 written at once: work-items i and
// i + 1 both write lanes y and w of q[i + 1].
__kernel void swizzle_store_race(__global int4 *q) {
  size_t i = get_global_id(0);
  q[i].yw = (int2)(1, 2);
  if (i + 1 < get_global_size(0)) {
    q[i + 1].wy = (int2)(3, 4);  // error: possible write-write race on q.s3
  }
}
// error@11: possible write-write race on q.s1
