//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible (write-read|read-write) race on A

// OpenCL's half (cl_khr_fp16) is float16: each work-item scales its own
// element, then reads its right neighbour's, which that neighbour writes.

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void half_scale_race(__global half *A, __global float *B) {
  size_t i = get_global_id(0);
  A[i] = (half)B[i] * 2.0h + A[i];
  B[i] = (float)A[i + 1]; // error: possible read-write race on A
}
