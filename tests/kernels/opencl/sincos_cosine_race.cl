//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//possible write-write race on C

// OpenCL's sincos(x, c) returns the sine and writes the cosine to *c:
// every work-item writes C[0].

__kernel void sincos_cosine_race(__global float *S, __global float *C) {
  size_t i = get_global_id(0);
  S[i] = sincos(S[i], C); // error: possible write-write race on C
}
