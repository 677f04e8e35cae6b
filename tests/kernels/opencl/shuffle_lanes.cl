//pass
//--local_size=8 --num_groups=1

// shuffle picks lane mask[i] % 4 of x; shuffle2 picks from x's lanes then
// y's, by mask[i] % 8.

__kernel void shuffle_lanes(__global int *out) {
  int4 x = (int4)(10, 11, 12, 13);
  int4 r = shuffle(x, (uint4)(3, 2, 5, 0));
  __assert(r.x == 13 && r.y == 12 && r.z == 11 && r.w == 10);
  int8 r2 = shuffle2(x, (int4)(20, 21, 22, 23), (uint8)(7, 0, 4, 9, 1, 2, 3, 5));
  __assert(r2.s0 == 23 && r2.s1 == 10 && r2.s2 == 20 && r2.s3 == 11 && r2.s7 == 21);
  out[get_global_id(0)] = r.x + r2.s4;
}
