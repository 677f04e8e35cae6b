//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//this assertion could not be proved

// f1 = 1.0f and f2 = 1.0f - 2^-13 both round to nearest as 1.0h, but
// toward zero they give 1.0h and the half below it: convert_half_rtz is a
// function of the float itself, not of the float first rounded to nearest.
// (ivl once applied it to (half)f, and proved this false assertion.)

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void convert_half_rtz_distinct(__global float *F) {
  float f1 = F[0], f2 = F[1];
  if (as_ushort((half)f1) == (ushort)0x3C00 && as_ushort((half)f2) == (ushort)0x3C00) {
    __assert(as_ushort(convert_half_rtz(f1)) == as_ushort(convert_half_rtz(f2))); // error: this assertion could not be proved
  }
}
