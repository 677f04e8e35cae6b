//pass
//--blockDim=64 --gridDim=1

// CUDA 12's DPX functions are modelled by their definitions: sums then
// max or min, of 32-bit numbers or per 16-bit lane (a lane's sum wraps in
// the lane), three-way max and min, ReLU forms, and the comparison's
// outcome written through a pointer.

__global__ void dpx(int *out) {
  unsigned a = 0x0001fffeu; // lanes 1, -2
  unsigned b = 0x00020003u; // lanes 2, 3
  unsigned c = 0x00050000u; // lanes 5, 0
  __assert(__viaddmax_s16x2(a, b, c) == 0x00050001u);
  __assert(__viaddmin_s16x2(a, b, c) == 0x00030000u);
  __assert(__viaddmax_u16x2(0xffff0001u, 0x00020001u, 0x00000000u) == 0x00010002u);
  __assert(__viaddmin_s32(2, 3, 4) == 4);
  __assert(__viaddmax_s32_relu(-7, 2, -9) == 0);
  __assert(__vimax3_u32(1u, 9u, 4u) == 9u);
  __assert(__vimin3_s32(1, -9, 4) == -9);
  __assert(__vimax_s16x2_relu(0xffff0003u, 0xfffe0001u) == 0x00000003u);
  bool p;
  __assert(__vibmax_s32(3, 7, &p) == 7 && !p);
  bool hi, lo;
  __assert(__vibmin_u16x2(0x00010009u, 0x00020004u, &hi, &lo) == 0x00010004u && hi && !lo);
  out[threadIdx.x] = __viaddmax_s32_relu(threadIdx.x, -100, -5);
}
