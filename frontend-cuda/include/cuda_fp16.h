/* ivl's cuda_fp16.h: CUDA's half precision, for verification.
 *
 * `__half` is Clang's `_Float16`, which ivl reads as the prelude's
 * uninterpreted `float16`: its arithmetic, comparisons and conversions are
 * the C operators on it. `__half2` holds two of them, `x` and `y`, and its
 * functions work lane by lane, written here in C. The functions with
 * rounding modes or approximations of their own (`__float2half_rz`,
 * `hsqrt`, `__hfma`) are pure functions, uninterpreted: equal arguments give
 * equal results, and nothing more is known. */
#ifndef IVL_CUDA_FP16_H
#define IVL_CUDA_FP16_H

typedef _Float16 __half;
struct __half_raw {
  unsigned short x;
};
struct __half2_raw {
  unsigned short x, y;
};
/* A pair converts to and from its raw bits, lane by lane. */
struct __half2 {
  __half x, y;
  __half2() = default;
  __host__ __device__ __half2(__half a, __half b) : x(a), y(b) {}
  __host__ __device__ __half2(const __half2_raw &r);
  __host__ __device__ operator __half2_raw() const;
};
typedef __half half;
typedef __half2 half2;

#define _IVL_H __host__ __device__ inline
#define _IVL_PURE __device__ __attribute__((const))

/* Conversions. Round to nearest is C's conversion. */
_IVL_H __half __float2half(float a) { return (__half)a; }
_IVL_H __half __float2half_rn(float a) { return (__half)a; }
_IVL_H __half __double2half(double a) { return (__half)a; }
_IVL_H float __half2float(__half a) { return (float)a; }
_IVL_H __half __int2half_rn(int a) { return (__half)a; }
_IVL_H __half __uint2half_rn(unsigned int a) { return (__half)a; }
_IVL_H __half __short2half_rn(short a) { return (__half)a; }
_IVL_H __half __ushort2half_rn(unsigned short a) { return (__half)a; }
_IVL_H __half __ll2half_rn(long long a) { return (__half)a; }
_IVL_H __half __ull2half_rn(unsigned long long a) { return (__half)a; }
_IVL_H int __half2int_rz(__half a) { return (int)a; }
_IVL_H unsigned int __half2uint_rz(__half a) { return (unsigned int)a; }
_IVL_H short __half2short_rz(__half a) { return (short)a; }
_IVL_H unsigned short __half2ushort_rz(__half a) { return (unsigned short)a; }
_IVL_H long long __half2ll_rz(__half a) { return (long long)a; }
_IVL_H unsigned long long __half2ull_rz(__half a) { return (unsigned long long)a; }
#define _IVL_ROUNDED(R, F, T)                                                \
  _IVL_PURE R F##_rz(T a);                                                   \
  _IVL_PURE R F##_rd(T a);                                                   \
  _IVL_PURE R F##_ru(T a);
_IVL_ROUNDED(__half, __float2half, float)
_IVL_ROUNDED(__half, __int2half, int)
_IVL_ROUNDED(__half, __uint2half, unsigned int)
#undef _IVL_ROUNDED
#define _IVL_ROUNDED(R, F)                                                   \
  _IVL_PURE R F##_rn(__half a);                                              \
  _IVL_PURE R F##_rd(__half a);                                              \
  _IVL_PURE R F##_ru(__half a);
_IVL_ROUNDED(int, __half2int)
_IVL_ROUNDED(unsigned int, __half2uint)
_IVL_ROUNDED(short, __half2short)
_IVL_ROUNDED(unsigned short, __half2ushort)
_IVL_ROUNDED(long long, __half2ll)
_IVL_ROUNDED(unsigned long long, __half2ull)
#undef _IVL_ROUNDED

/* Reinterpretation of the bits: pure, uninterpreted. */
_IVL_PURE unsigned short __half_as_ushort(__half h);
_IVL_PURE short __half_as_short(__half h);
_IVL_PURE __half __ushort_as_half(unsigned short i);
_IVL_PURE __half __short_as_half(short i);

/* Pairs. */
_IVL_H __half2 make_half2(__half x, __half y) { return __half2{x, y}; }
_IVL_H __half2 __halves2half2(__half a, __half b) { return __half2{a, b}; }
_IVL_H __half2 __half2half2(__half a) { return __half2{a, a}; }
_IVL_H __half2 __float2half2_rn(float a) { return __half2{(__half)a, (__half)a}; }
_IVL_H __half2 __floats2half2_rn(float a, float b) {
  return __half2{(__half)a, (__half)b};
}
_IVL_H __half2 __float22half2_rn(float2 a) { return __half2{(__half)a.x, (__half)a.y}; }
_IVL_H float2 __half22float2(__half2 a) { return make_float2((float)a.x, (float)a.y); }
_IVL_H float __low2float(__half2 a) { return (float)a.x; }
_IVL_H float __high2float(__half2 a) { return (float)a.y; }
_IVL_H __half __low2half(__half2 a) { return a.x; }
_IVL_H __half __high2half(__half2 a) { return a.y; }
_IVL_H __half2 __low2half2(__half2 a) { return __half2{a.x, a.x}; }
_IVL_H __half2 __high2half2(__half2 a) { return __half2{a.y, a.y}; }
_IVL_H __half2 __lowhigh2highlow(__half2 a) { return __half2{a.y, a.x}; }
_IVL_H __half2 __lows2half2(__half2 a, __half2 b) { return __half2{a.x, b.x}; }
_IVL_H __half2 __highs2half2(__half2 a, __half2 b) { return __half2{a.y, b.y}; }

/* Arithmetic, and its lane-by-lane forms. */
_IVL_H __half __hadd(__half a, __half b) { return a + b; }
_IVL_H __half __hsub(__half a, __half b) { return a - b; }
_IVL_H __half __hmul(__half a, __half b) { return a * b; }
_IVL_H __half __hdiv(__half a, __half b) { return a / b; }
_IVL_H __half __hneg(__half a) { return -a; }
_IVL_PURE __half __habs(__half a);
_IVL_PURE __half __hfma(__half a, __half b, __half c);
_IVL_PURE __half __hadd_sat(__half a, __half b);
_IVL_PURE __half __hsub_sat(__half a, __half b);
_IVL_PURE __half __hmul_sat(__half a, __half b);
_IVL_PURE __half __hfma_sat(__half a, __half b, __half c);
_IVL_PURE __half __hfma_relu(__half a, __half b, __half c);
_IVL_PURE __half __hmax(__half a, __half b);
_IVL_PURE __half __hmin(__half a, __half b);
_IVL_PURE __half __hmax_nan(__half a, __half b);
_IVL_PURE __half __hmin_nan(__half a, __half b);
#define _IVL_LANES2(F, G)                                                    \
  _IVL_H __half2 F(__half2 a, __half2 b) { return __half2{G(a.x, b.x), G(a.y, b.y)}; }
_IVL_LANES2(__hadd2, __hadd) _IVL_LANES2(__hsub2, __hsub)
_IVL_LANES2(__hmul2, __hmul) _IVL_LANES2(__h2div, __hdiv)
_IVL_LANES2(__hadd2_sat, __hadd_sat) _IVL_LANES2(__hsub2_sat, __hsub_sat)
_IVL_LANES2(__hmul2_sat, __hmul_sat) _IVL_LANES2(__hmax2, __hmax)
_IVL_LANES2(__hmin2, __hmin) _IVL_LANES2(__hmax2_nan, __hmax_nan)
_IVL_LANES2(__hmin2_nan, __hmin_nan)
#undef _IVL_LANES2
#define _IVL_LANES3(F, G)                                                    \
  _IVL_H __half2 F(__half2 a, __half2 b, __half2 c) {                        \
    return __half2{G(a.x, b.x, c.x), G(a.y, b.y, c.y)};                      \
  }
_IVL_LANES3(__hfma2, __hfma) _IVL_LANES3(__hfma2_sat, __hfma_sat)
_IVL_LANES3(__hfma2_relu, __hfma_relu)
#undef _IVL_LANES3
_IVL_H __half2 __hneg2(__half2 a) { return __half2{-a.x, -a.y}; }
_IVL_H __half2 __habs2(__half2 a) { return __half2{__habs(a.x), __habs(a.y)}; }

/* Comparisons: the C operators; the pair forms give 1.0 or 0.0 per lane
 * (`__heq2`) or whether both lanes hold (`__hbeq2`). */
_IVL_H bool __heq(__half a, __half b) { return a == b; }
_IVL_H bool __hne(__half a, __half b) { return a != b; }
_IVL_H bool __hlt(__half a, __half b) { return a < b; }
_IVL_H bool __hle(__half a, __half b) { return a <= b; }
_IVL_H bool __hgt(__half a, __half b) { return a > b; }
_IVL_H bool __hge(__half a, __half b) { return a >= b; }
_IVL_H bool __hisnan(__half a) { return a != a; }
_IVL_PURE int __hisinf(__half a);
#define _IVL_COMPARE2(F, OP)                                                 \
  _IVL_H __half2 __h##F##2(__half2 a, __half2 b) {                           \
    return __half2{a.x OP b.x ? (__half)1.0f : (__half)0.0f,                 \
                   a.y OP b.y ? (__half)1.0f : (__half)0.0f};                \
  }                                                                          \
  _IVL_H bool __hb##F##2(__half2 a, __half2 b) { return a.x OP b.x && a.y OP b.y; }
_IVL_COMPARE2(eq, ==) _IVL_COMPARE2(ne, !=) _IVL_COMPARE2(lt, <)
_IVL_COMPARE2(le, <=) _IVL_COMPARE2(gt, >) _IVL_COMPARE2(ge, >=)
#undef _IVL_COMPARE2

/* Math: pure functions, uninterpreted, per lane for pairs. */
#define _IVL_MATH(F)                                                         \
  _IVL_PURE __half F(__half a);                                              \
  _IVL_H __half2 F##2(__half2 a) { return __half2{F(a.x), F(a.y)}; }
_IVL_MATH(hsqrt) _IVL_MATH(hrsqrt) _IVL_MATH(hrcp) _IVL_MATH(hexp)
_IVL_MATH(hexp2) _IVL_MATH(hexp10) _IVL_MATH(hlog) _IVL_MATH(hlog2)
_IVL_MATH(hlog10) _IVL_MATH(hsin) _IVL_MATH(hcos) _IVL_MATH(hfloor)
_IVL_MATH(hceil) _IVL_MATH(htrunc) _IVL_MATH(hrint)
#undef _IVL_MATH

/* Pair operators, as the CUDA header defines them. */
_IVL_H __half2 operator+(__half2 a, __half2 b) { return __hadd2(a, b); }
_IVL_H __half2 operator-(__half2 a, __half2 b) { return __hsub2(a, b); }
_IVL_H __half2 operator*(__half2 a, __half2 b) { return __hmul2(a, b); }
_IVL_H __half2 operator/(__half2 a, __half2 b) { return __h2div(a, b); }
_IVL_H __half2 operator-(__half2 a) { return __hneg2(a); }

/* Warp shuffles: arbitrary values, as cuda.h's (warp-synchronous execution
 * is not modelled). */
#define _IVL_SHUFFLES(T)                                                     \
  __device__ T __shfl_sync(unsigned mask, T var, int src, int width = 32);   \
  __device__ T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = 32); \
  __device__ T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = 32); \
  __device__ T __shfl_xor_sync(unsigned mask, T var, int lane_mask, int width = 32);
_IVL_SHUFFLES(__half)
_IVL_SHUFFLES(__half2)
#undef _IVL_SHUFFLES

/* Atomics: one indivisible read and write of the element. */
__device__ __half atomicAdd(__half *address, __half val);
__device__ __half2 atomicAdd(__half2 *address, __half2 val);

_IVL_H __half2::__half2(const __half2_raw &r) : x(__ushort_as_half(r.x)), y(__ushort_as_half(r.y)) {}
_IVL_H __half2::operator __half2_raw() const {
  __half2_raw r;
  r.x = __half_as_ushort(x);
  r.y = __half_as_ushort(y);
  return r;
}

#undef _IVL_PURE
#undef _IVL_H
#endif
