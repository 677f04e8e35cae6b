//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//a postcondition of the kernel could not be proved

// The postcondition (line 10) promises a non-negative result, but the
// kernel only decrements positive inputs and copies the others unchanged
// (line 12), so a negative input gives a negative result.

__kernel void kernel_ensures_wrong(__global const int *in, __global int *out) {
  __ensures(out[get_global_id(0)] >= 0);  // error: a postcondition of the kernel could not be proved
  uint g = get_global_id(0);
  out[g] = in[g] > 0 ? in[g] - 1 : in[g];
}
