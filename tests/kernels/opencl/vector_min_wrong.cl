//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//this assertion could not be proved

// min on int4 takes each lane's minimum: lane w of min((0, 0, 0, 5),
// (1, 1, 1, 4)) is 4, not 5 (a lane-by-lane model that took the wrong
// operand, or one lane for all, would prove this).

__kernel void vector_min_wrong(__global int4 *out) {
  int4 m = min((int4)(0, 0, 0, 5), (int4)(1, 1, 1, 4));
  __assert(m.w == 5); // error: this assertion could not be proved
  out[get_global_id(0)] = m;
}
