//pass
//--local_size=64 --num_groups=4

// A pointer chosen between two local buffers by a kernel argument: each
// work-item writes its own element of whichever buffer it reaches.

__kernel void pointer_choice(__local int *p, __local int *q, int use_p, __global int *out) {
  __local int *r = use_p ? p : q;
  r[get_local_id(0)] = (int)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = r[63 - get_local_id(0)];
}
