//pass
//--local_size=128 --num_groups=16

// Reduction of floats (data only) into a __local buffer passed as a kernel
// argument (dynamically sized local memory); the step size starts at half
// the work-group size and the invariant keeps it there or below.

__kernel void reduction_local_param(__global const float *in, __global float *partial,
                                    __local float *scratch) {
  uint t = get_local_id(0);
  scratch[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = get_local_size(0) / 2;
       __invariant(s <= get_local_size(0) / 2),
       __invariant(!__read(scratch)), __invariant(!__write(scratch)),
       __invariant(!__read(partial)), __invariant(!__write(partial)),
       s > 0; s >>= 1) {
    if (t < s)
      scratch[t] += scratch[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0)
    partial[get_group_id(0)] = scratch[0];
}
