/* ivl's cuda_fp8.h: CUDA's 8-bit floats (E4M3 and E5M2), for
 * verification.
 *
 * An fp8 number is its byte (`__nv_fp8_storage_t`); two and four of them
 * are packed into 16 and 32 bits, the first in the low byte. Converting a
 * number to fp8 (with a saturation mode and an interpretation) is a pure
 * function, uninterpreted: equal arguments give equal bytes, and nothing
 * more is known. Converting a half or a bfloat16 converts its value (a
 * float holds it exactly, so the rounding is the one a direct conversion
 * does). Converting an fp8 byte back to a half or a float is pure and
 * uninterpreted too. The classes (`__nv_fp8_e4m3`, `__nv_fp8x2_e5m2`,
 * `__nv_fp8x4_e4m3` ...) hold their bytes in `__x` and convert as these
 * functions do, saturating to the largest finite value as CUDA's
 * constructors do. */
#ifndef IVL_CUDA_FP8_H
#define IVL_CUDA_FP8_H

#include "cuda_fp16.h"
#include "cuda_bf16.h"

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

#define _IVL_H __host__ __device__ inline
#define _IVL_PURE __device__ __attribute__((const))

/* The uninterpreted conversions every other one is written with. */
_IVL_PURE __nv_fp8_storage_t _ivl_float_to_fp8(float x, int saturate, int fp8);
_IVL_PURE __nv_fp8_storage_t _ivl_double_to_fp8(double x, int saturate, int fp8);
_IVL_PURE unsigned short _ivl_fp8_to_half_bits(__nv_fp8_storage_t x, int fp8);
_IVL_PURE float _ivl_fp8_to_float(__nv_fp8_storage_t x, int fp8);

_IVL_H __nv_fp8x2_storage_t _ivl_fp8x2(__nv_fp8_storage_t lo, __nv_fp8_storage_t hi) {
  return (__nv_fp8x2_storage_t)(lo | (hi << 8));
}
_IVL_H __nv_fp8_storage_t _ivl_fp8_byte(unsigned int packed, int k) {
  return (__nv_fp8_storage_t)(packed >> (8 * k));
}

/* Conversions of numbers. */
_IVL_H __nv_fp8_storage_t __nv_cvt_float_to_fp8(float x, __nv_saturation_t saturate,
                                                __nv_fp8_interpretation_t fp8) {
  return _ivl_float_to_fp8(x, saturate, fp8);
}
_IVL_H __nv_fp8_storage_t __nv_cvt_double_to_fp8(double x, __nv_saturation_t saturate,
                                                 __nv_fp8_interpretation_t fp8) {
  return _ivl_double_to_fp8(x, saturate, fp8);
}
_IVL_H __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(float2 x, __nv_saturation_t saturate,
                                                     __nv_fp8_interpretation_t fp8) {
  return _ivl_fp8x2(_ivl_float_to_fp8(x.x, saturate, fp8), _ivl_float_to_fp8(x.y, saturate, fp8));
}
_IVL_H __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(double2 x, __nv_saturation_t saturate,
                                                      __nv_fp8_interpretation_t fp8) {
  return _ivl_fp8x2(_ivl_double_to_fp8(x.x, saturate, fp8),
                    _ivl_double_to_fp8(x.y, saturate, fp8));
}
_IVL_H __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(__half_raw x, __nv_saturation_t saturate,
                                                  __nv_fp8_interpretation_t fp8) {
  return _ivl_float_to_fp8((float)__ushort_as_half(x.x), saturate, fp8);
}
_IVL_H __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(__half2_raw x,
                                                       __nv_saturation_t saturate,
                                                       __nv_fp8_interpretation_t fp8) {
  return _ivl_fp8x2(_ivl_float_to_fp8((float)__ushort_as_half(x.x), saturate, fp8),
                    _ivl_float_to_fp8((float)__ushort_as_half(x.y), saturate, fp8));
}
_IVL_H __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw x,
                                                      __nv_saturation_t saturate,
                                                      __nv_fp8_interpretation_t fp8) {
  return _ivl_float_to_fp8((float)__ushort_as_bfloat16(x.x), saturate, fp8);
}
_IVL_H __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw x,
                                                           __nv_saturation_t saturate,
                                                           __nv_fp8_interpretation_t fp8) {
  return _ivl_fp8x2(_ivl_float_to_fp8((float)__ushort_as_bfloat16(x.x), saturate, fp8),
                    _ivl_float_to_fp8((float)__ushort_as_bfloat16(x.y), saturate, fp8));
}
_IVL_H __half_raw __nv_cvt_fp8_to_halfraw(__nv_fp8_storage_t x, __nv_fp8_interpretation_t fp8) {
  __half_raw r;
  r.x = _ivl_fp8_to_half_bits(x, fp8);
  return r;
}
_IVL_H __half2_raw __nv_cvt_fp8x2_to_halfraw2(__nv_fp8x2_storage_t x,
                                              __nv_fp8_interpretation_t fp8) {
  __half2_raw r;
  r.x = _ivl_fp8_to_half_bits(_ivl_fp8_byte(x, 0), fp8);
  r.y = _ivl_fp8_to_half_bits(_ivl_fp8_byte(x, 1), fp8);
  return r;
}

/* The classes: one, two and four numbers of each interpretation. */
#define _IVL_FP8(NAME, NAME2, NAME4, FP8)                                                          \
  struct NAME {                                                                      \
    __nv_fp8_storage_t __x;                                                          \
    NAME() = default;                                                                \
    _IVL_H explicit NAME(float f) : __x(_ivl_float_to_fp8(f, __NV_SATFINITE, FP8)) {} \
    _IVL_H explicit NAME(double f) : __x(_ivl_double_to_fp8(f, __NV_SATFINITE, FP8)) {} \
    _IVL_H explicit NAME(__half f)                                                   \
        : __x(_ivl_float_to_fp8((float)f, __NV_SATFINITE, FP8)) {}                  \
    _IVL_H explicit NAME(__nv_bfloat16 f)                                            \
        : __x(_ivl_float_to_fp8((float)f, __NV_SATFINITE, FP8)) {}                  \
    _IVL_H explicit NAME(int f) : __x(_ivl_float_to_fp8((float)f, __NV_SATFINITE, FP8)) {} \
    _IVL_H explicit operator float() const { return _ivl_fp8_to_float(__x, FP8); }   \
    _IVL_H explicit operator __half() const {                                        \
      return __ushort_as_half(_ivl_fp8_to_half_bits(__x, FP8));                     \
    }                                                                                \
  };                                                                                 \
  struct NAME2 {                                                                  \
    __nv_fp8x2_storage_t __x;                                                        \
    NAME2() = default;                                                            \
    _IVL_H explicit NAME2(float2 f)                                               \
        : __x(__nv_cvt_float2_to_fp8x2(f, __NV_SATFINITE, FP8)) {}                  \
    _IVL_H explicit NAME2(__half2 f)                                              \
        : __x(_ivl_fp8x2(_ivl_float_to_fp8((float)f.x, __NV_SATFINITE, FP8),         \
                         _ivl_float_to_fp8((float)f.y, __NV_SATFINITE, FP8))) {}     \
    _IVL_H explicit NAME2(__nv_bfloat162 f)                                       \
        : __x(_ivl_fp8x2(_ivl_float_to_fp8((float)f.x, __NV_SATFINITE, FP8),         \
                         _ivl_float_to_fp8((float)f.y, __NV_SATFINITE, FP8))) {}     \
    _IVL_H explicit operator float2() const {                                        \
      return make_float2(_ivl_fp8_to_float(_ivl_fp8_byte(__x, 0), FP8),              \
                         _ivl_fp8_to_float(_ivl_fp8_byte(__x, 1), FP8));             \
    }                                                                                \
  };                                                                                 \
  struct NAME4 {                                                                  \
    __nv_fp8x4_storage_t __x;                                                        \
    NAME4() = default;                                                            \
    _IVL_H explicit NAME4(float4 f)                                               \
        : __x(_ivl_fp8x2(_ivl_float_to_fp8(f.x, __NV_SATFINITE, FP8),                \
                         _ivl_float_to_fp8(f.y, __NV_SATFINITE, FP8)) |              \
              (unsigned int)_ivl_fp8x2(_ivl_float_to_fp8(f.z, __NV_SATFINITE, FP8),  \
                                       _ivl_float_to_fp8(f.w, __NV_SATFINITE, FP8))  \
                  << 16) {}                                                          \
    _IVL_H explicit NAME4(__nv_bfloat162 lo, __nv_bfloat162 hi)                   \
        : __x(_ivl_fp8x2(_ivl_float_to_fp8((float)lo.x, __NV_SATFINITE, FP8),        \
                         _ivl_float_to_fp8((float)lo.y, __NV_SATFINITE, FP8)) |      \
              (unsigned int)_ivl_fp8x2(_ivl_float_to_fp8((float)hi.x, __NV_SATFINITE, FP8), \
                                       _ivl_float_to_fp8((float)hi.y, __NV_SATFINITE, FP8)) \
                  << 16) {}                                                          \
    _IVL_H explicit NAME4(__half2 lo, __half2 hi)                                 \
        : __x(_ivl_fp8x2(_ivl_float_to_fp8((float)lo.x, __NV_SATFINITE, FP8),        \
                         _ivl_float_to_fp8((float)lo.y, __NV_SATFINITE, FP8)) |      \
              (unsigned int)_ivl_fp8x2(_ivl_float_to_fp8((float)hi.x, __NV_SATFINITE, FP8), \
                                       _ivl_float_to_fp8((float)hi.y, __NV_SATFINITE, FP8)) \
                  << 16) {}                                                          \
    _IVL_H explicit operator float4() const {                                        \
      return make_float4(_ivl_fp8_to_float(_ivl_fp8_byte(__x, 0), FP8),              \
                         _ivl_fp8_to_float(_ivl_fp8_byte(__x, 1), FP8),              \
                         _ivl_fp8_to_float(_ivl_fp8_byte(__x, 2), FP8),              \
                         _ivl_fp8_to_float(_ivl_fp8_byte(__x, 3), FP8));             \
    }                                                                                \
  };
_IVL_FP8(__nv_fp8_e4m3, __nv_fp8x2_e4m3, __nv_fp8x4_e4m3, __NV_E4M3)
_IVL_FP8(__nv_fp8_e5m2, __nv_fp8x2_e5m2, __nv_fp8x4_e5m2, __NV_E5M2)
#undef _IVL_FP8

#undef _IVL_PURE
#undef _IVL_H

#endif
