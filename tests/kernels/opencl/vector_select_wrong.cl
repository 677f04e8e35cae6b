//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//this assertion could not be proved

// Only the top bit of a lane of c counts: a lane of 1 is false for the
// vector select, unlike the scalar select(a, b, 1), which takes b.

__kernel void vector_select_wrong(__global int4 *A) {
  int4 a = (int4)(1, 2, 3, 4);
  int4 b = (int4)(10, 20, 30, 40);
  int4 r = select(a, b, (int4)(1, 1, 1, 1));
  __assert(r.w == 40); // error: this assertion could not be proved
  A[get_global_id(0)] = r;
}
