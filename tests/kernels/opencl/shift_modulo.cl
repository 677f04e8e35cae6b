//pass
//--local_size=32 --num_groups=1

// In OpenCL C a shift count is taken modulo the width of the shifted type
// (OpenCL 1.2, section 6.3.j): 1u << 33 is 2, and 0x80000000u >> 35 is
// 0x10000000. (In C and CUDA such shifts are undefined.)

__kernel void shift_modulo(__global uint *out, uint k) {
  __requires(k == 33);
  uint one = 1;
  __assert((one << k) == 2u);
  __assert((0x80000000u >> (k + 2)) == 0x10000000u);
  out[get_local_id(0)] = one << k;
}
