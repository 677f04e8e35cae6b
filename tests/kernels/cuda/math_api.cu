//pass
//--blockDim=64 --gridDim=1

// CUDA's math API: erff(x) and C++'s erf(x) on a float are one function,
// so their bits are equal (line 13; == on floats is false for NaN); max of
// an int and an unsigned is unsigned, as CUDA's overload makes it (line
// 14); classification and reinterpretation are functions of their argument
// (line 15). Each thread writes its own elements.

__global__ void math_api(const float *x, float *y, unsigned *u) {
  unsigned i = threadIdx.x;
  float v = x[i];
  __assert(__float_as_int(erff(v)) == __float_as_int(erf(v)));
  __assert(max(-1, 1u) == 0xffffffffu);
  __assert(isnan(v) == isnan(x[i]) && __float_as_int(v) == __float_as_int(x[i]));
  y[i] = sqrtf(v) + erfinvf(v) + normcdf(v) + __saturatef(v) + fmaf(v, v, 1.0f);
  u[i] = min(i, 7u) + __float2int_rn(v);
}
