//pass
//--local_size=64 --num_groups=8

// Several lanes written at once: `v.wy = ...` and `q[i].xz += ...` on a
// vector in memory. Each work-item touches its own int4 only, and a swap
// `p.xy = p.yx` reads both lanes before writing either. A function may
// assign lanes of its vector parameter, and a float vector negates lane by
// lane.
int2 step(uint2 st) {
  st.x = st.x ^ st.y;
  st.y = st.x + 1;
  return as_int2(st);
}

__kernel void swizzle_store(__global int4 *q, __global float4 *f) {
  size_t i = get_global_id(0);
  int4 v = (int4)(5, 5, 5, 5);
  int4 w = (int4)(1, 2, 3, 4);
  v.wy = w.zy;
  __assert(v.x == 5 && v.y == 2 && v.z == 5 && v.w == 3);
  v.xyzw += w.yzwx;
  __assert(v.x == 7 && v.y == 5 && v.z == 9 && v.w == 4);
  int2 p = (int2)(1, 2);
  p.xy = p.yx;
  __assert(p.x == 2 && p.y == 1);
  q[i].xz += v.xz;
  q[i].yw = (int2)(0, (int)i);
  int2 s = step((uint2)(6, 3));
  __assert(s.x == 5 && s.y == 6);
  f[i].xyz = -f[i].zyx;
}
