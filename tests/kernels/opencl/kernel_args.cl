//pass
//--local_size=64 --num_groups=2 --kernel-args=kernel_args,0x40,*

// --kernel-args fixes the first number argument (stride is 64); only then
// do the work-items write distinct elements (scale stays free).

__kernel void kernel_args(__global int *out, uint stride, int scale) {
  out[get_group_id(0) * stride + get_local_id(0)] = scale;
}
