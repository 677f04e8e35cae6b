//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//error: this assertion could not be proved

// Lane 0 holds the low bits: as_uchar4(0x01020304) is (4, 3, 2, 1).
__kernel void as_type_vector_wrong(__global uint *b) {
  uchar4 c = as_uchar4(0x01020304u);
  __assert(c.x == 1);  // error: this assertion could not be proved
}
