//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//error: this assertion could not be proved

// A saturating conversion does not wrap: convert_char_sat(200) is 127,
// not -56 as (char)200 is.
__kernel void convert_sat_wrong(__global int *b) {
  __assert(convert_char_sat(200) == (char)200);  // error: this assertion could not be proved
}
