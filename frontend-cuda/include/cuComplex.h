/* ivl's cuComplex.h: CUDA's complex numbers, a vector of two (the real
 * part in x, the imaginary in y), with their arithmetic written in C for
 * host and device, over the math API (each as uninterpreted as the float
 * functions it uses). Division scales both operands by the divisor's
 * |re| + |im| first, as CUDA's does, to keep the squares in range;
 * cuCabs is hypot(re, im). */
#ifndef IVL_CUCOMPLEX_H
#define IVL_CUCOMPLEX_H

#include "cuda_runtime_api.h"

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

#define _IVL_COMPLEX(C, R, S, ABS, HYPOT)                                         \
  static __host__ __device__ inline R cuCreal##S(C x) { return x.x; }             \
  static __host__ __device__ inline R cuCimag##S(C x) { return x.y; }             \
  static __host__ __device__ inline C cuConj##S(C x) {                            \
    C r;                                                                          \
    r.x = x.x;                                                                    \
    r.y = -x.y;                                                                   \
    return r;                                                                     \
  }                                                                               \
  static __host__ __device__ inline C cuCadd##S(C x, C y) {                       \
    C r;                                                                          \
    r.x = x.x + y.x;                                                              \
    r.y = x.y + y.y;                                                              \
    return r;                                                                     \
  }                                                                               \
  static __host__ __device__ inline C cuCsub##S(C x, C y) {                       \
    C r;                                                                          \
    r.x = x.x - y.x;                                                              \
    r.y = x.y - y.y;                                                              \
    return r;                                                                     \
  }                                                                               \
  static __host__ __device__ inline C cuCmul##S(C x, C y) {                       \
    C r;                                                                          \
    r.x = x.x * y.x - x.y * y.y;                                                  \
    r.y = x.x * y.y + x.y * y.x;                                                  \
    return r;                                                                     \
  }                                                                               \
  static __host__ __device__ inline C cuCdiv##S(C x, C y) {                       \
    R scale = ABS(y.x) + ABS(y.y);                                                \
    R xr = x.x / scale, xi = x.y / scale, yr = y.x / scale, yi = y.y / scale;     \
    R norm = yr * yr + yi * yi;                                                   \
    C r;                                                                          \
    r.x = (xr * yr + xi * yi) / norm;                                             \
    r.y = (xi * yr - xr * yi) / norm;                                             \
    return r;                                                                     \
  }                                                                               \
  static __host__ __device__ inline R cuCabs##S(C x) { return HYPOT(x.x, x.y); } \
  static __host__ __device__ inline C cuCfma##S(C x, C y, C d) {                  \
    return cuCadd##S(cuCmul##S(x, y), d);                                         \
  }

_IVL_COMPLEX(cuFloatComplex, float, f, fabsf, hypotf)
_IVL_COMPLEX(cuDoubleComplex, double, , fabs, hypot)
#undef _IVL_COMPLEX

static __host__ __device__ inline cuFloatComplex make_cuFloatComplex(float r, float i) {
  cuFloatComplex c;
  c.x = r;
  c.y = i;
  return c;
}
static __host__ __device__ inline cuDoubleComplex make_cuDoubleComplex(double r, double i) {
  cuDoubleComplex c;
  c.x = r;
  c.y = i;
  return c;
}
static __host__ __device__ inline cuComplex make_cuComplex(float r, float i) {
  return make_cuFloatComplex(r, i);
}
static __host__ __device__ inline cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) {
  return make_cuDoubleComplex((double)c.x, (double)c.y);
}
static __host__ __device__ inline cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) {
  return make_cuFloatComplex((float)c.x, (float)c.y);
}

#endif
