//pass
//--local_size=64 --num_groups=2

// select(a, b, c) on vectors takes b's lane where the top bit of c's lane is
// set: -1 (a comparison's true lane) and INT_MIN select b, 0 and 1 keep a.

__kernel void vector_select(__global int4 *A, __global int4 *S) {
  int4 a = (int4)(1, 2, 3, 4);
  int4 b = (int4)(10, 20, 30, 40);
  int4 c = (int4)(-1, 0, 0x80000000, 1);
  int4 r = select(a, b, c);
  __assert(r.x == 10 && r.y == 2 && r.z == 30 && r.w == 4);
  int4 s = select(a, b, a > (int4)(2));
  __assert(s.x == 1 && s.y == 2 && s.z == 30 && s.w == 40);
  A[get_global_id(0)] = r;
  S[get_global_id(0)] = s;
}
