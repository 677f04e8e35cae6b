/* ivl's cuda_bf16.h: CUDA's bfloat16, for verification.
 *
 * `__nv_bfloat16` is Clang's `__bf16`, which ivl reads as the prelude's
 * uninterpreted `bfloat16`: its arithmetic, comparisons and conversions are
 * the C operators on it. `__nv_bfloat162` holds two of them, `x` and `y`,
 * and its functions work lane by lane, written here in C. The functions
 * with rounding modes or approximations of their own
 * (`__float2bfloat16_rz`, `hsqrt`, `__hfma`) are pure functions,
 * uninterpreted: equal arguments give equal results, and nothing more is
 * known. The functions that both this header and cuda_fp16.h have
 * (`__hadd`, `hexp`, ...) are overloads, as in CUDA. */
#ifndef IVL_CUDA_BF16_H
#define IVL_CUDA_BF16_H

typedef __bf16 __nv_bfloat16;
struct __nv_bfloat16_raw {
  unsigned short x;
};
struct __nv_bfloat162_raw {
  unsigned short x, y;
};
/* A pair converts to and from its raw bits, lane by lane. */
struct __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  __host__ __device__ __nv_bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) : x(a), y(b) {}
  __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &r);
  __host__ __device__ operator __nv_bfloat162_raw() const;
};
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

#define _IVL_H __host__ __device__ inline
#define _IVL_PURE __device__ __attribute__((const))

/* Conversions. Round to nearest is C's conversion. */
_IVL_H __nv_bfloat16 __float2bfloat16(float a) { return (__nv_bfloat16)a; }
_IVL_H __nv_bfloat16 __float2bfloat16_rn(float a) { return (__nv_bfloat16)a; }
_IVL_H __nv_bfloat16 __double2bfloat16(double a) { return (__nv_bfloat16)a; }
_IVL_H float __bfloat162float(__nv_bfloat16 a) { return (float)a; }
_IVL_H __nv_bfloat16 __int2bfloat16_rn(int a) { return (__nv_bfloat16)a; }
_IVL_H __nv_bfloat16 __uint2bfloat16_rn(unsigned int a) { return (__nv_bfloat16)a; }
_IVL_H __nv_bfloat16 __short2bfloat16_rn(short a) { return (__nv_bfloat16)a; }
_IVL_H __nv_bfloat16 __ushort2bfloat16_rn(unsigned short a) { return (__nv_bfloat16)a; }
_IVL_H __nv_bfloat16 __ll2bfloat16_rn(long long a) { return (__nv_bfloat16)a; }
_IVL_H __nv_bfloat16 __ull2bfloat16_rn(unsigned long long a) { return (__nv_bfloat16)a; }
_IVL_H int __bfloat162int_rz(__nv_bfloat16 a) { return (int)a; }
_IVL_H unsigned int __bfloat162uint_rz(__nv_bfloat16 a) { return (unsigned int)a; }
_IVL_H short __bfloat162short_rz(__nv_bfloat16 a) { return (short)a; }
_IVL_H unsigned short __bfloat162ushort_rz(__nv_bfloat16 a) { return (unsigned short)a; }
_IVL_H long long __bfloat162ll_rz(__nv_bfloat16 a) { return (long long)a; }
_IVL_H unsigned long long __bfloat162ull_rz(__nv_bfloat16 a) { return (unsigned long long)a; }
#define _IVL_ROUNDED(R, F, T)                                                \
  _IVL_PURE R F##_rz(T a);                                                   \
  _IVL_PURE R F##_rd(T a);                                                   \
  _IVL_PURE R F##_ru(T a);
_IVL_ROUNDED(__nv_bfloat16, __float2bfloat16, float)
_IVL_ROUNDED(__nv_bfloat16, __int2bfloat16, int)
_IVL_ROUNDED(__nv_bfloat16, __uint2bfloat16, unsigned int)
#undef _IVL_ROUNDED
#define _IVL_ROUNDED(R, F)                                                   \
  _IVL_PURE R F##_rn(__nv_bfloat16 a);                                              \
  _IVL_PURE R F##_rd(__nv_bfloat16 a);                                              \
  _IVL_PURE R F##_ru(__nv_bfloat16 a);
_IVL_ROUNDED(int, __bfloat162int)
_IVL_ROUNDED(unsigned int, __bfloat162uint)
_IVL_ROUNDED(short, __bfloat162short)
_IVL_ROUNDED(unsigned short, __bfloat162ushort)
_IVL_ROUNDED(long long, __bfloat162ll)
_IVL_ROUNDED(unsigned long long, __bfloat162ull)
#undef _IVL_ROUNDED

/* Reinterpretation of the bits: pure, uninterpreted. */
_IVL_PURE unsigned short __bfloat16_as_ushort(__nv_bfloat16 h);
_IVL_PURE short __bfloat16_as_short(__nv_bfloat16 h);
_IVL_PURE __nv_bfloat16 __ushort_as_bfloat16(unsigned short i);
_IVL_PURE __nv_bfloat16 __short_as_bfloat16(short i);
/* cuda_bf16.hpp's own conversion of raw bits, which kernels call. */
__device__ inline float __internal_bfloat162float(unsigned short h) {
  return __bfloat162float(__ushort_as_bfloat16(h));
}

/* Pairs. */
_IVL_H __nv_bfloat162 make_bfloat162(__nv_bfloat16 x, __nv_bfloat16 y) { return __nv_bfloat162{x, y}; }
_IVL_H __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) { return __nv_bfloat162{a, b}; }
_IVL_H __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a) { return __nv_bfloat162{a, a}; }
_IVL_H __nv_bfloat162 __float2bfloat162_rn(float a) { return __nv_bfloat162{(__nv_bfloat16)a, (__nv_bfloat16)a}; }
_IVL_H __nv_bfloat162 __floats2bfloat162_rn(float a, float b) {
  return __nv_bfloat162{(__nv_bfloat16)a, (__nv_bfloat16)b};
}
_IVL_H __nv_bfloat162 __float22bfloat162_rn(float2 a) { return __nv_bfloat162{(__nv_bfloat16)a.x, (__nv_bfloat16)a.y}; }
_IVL_H float2 __bfloat1622float2(__nv_bfloat162 a) { return make_float2((float)a.x, (float)a.y); }
_IVL_H float __low2float(__nv_bfloat162 a) { return (float)a.x; }
_IVL_H float __high2float(__nv_bfloat162 a) { return (float)a.y; }
_IVL_H __nv_bfloat16 __low2bfloat16(__nv_bfloat162 a) { return a.x; }
_IVL_H __nv_bfloat16 __high2bfloat16(__nv_bfloat162 a) { return a.y; }
_IVL_H __nv_bfloat162 __low2bfloat162(__nv_bfloat162 a) { return __nv_bfloat162{a.x, a.x}; }
_IVL_H __nv_bfloat162 __high2bfloat162(__nv_bfloat162 a) { return __nv_bfloat162{a.y, a.y}; }
_IVL_H __nv_bfloat162 __lowhigh2highlow(__nv_bfloat162 a) { return __nv_bfloat162{a.y, a.x}; }
_IVL_H __nv_bfloat162 __lows2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162{a.x, b.x}; }
_IVL_H __nv_bfloat162 __highs2bfloat162(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162{a.y, b.y}; }

/* Arithmetic, and its lane-by-lane forms. */
_IVL_H __nv_bfloat16 __hadd(__nv_bfloat16 a, __nv_bfloat16 b) { return a + b; }
_IVL_H __nv_bfloat16 __hsub(__nv_bfloat16 a, __nv_bfloat16 b) { return a - b; }
_IVL_H __nv_bfloat16 __hmul(__nv_bfloat16 a, __nv_bfloat16 b) { return a * b; }
_IVL_H __nv_bfloat16 __hdiv(__nv_bfloat16 a, __nv_bfloat16 b) { return a / b; }
_IVL_H __nv_bfloat16 __hneg(__nv_bfloat16 a) { return -a; }
_IVL_PURE __nv_bfloat16 __habs(__nv_bfloat16 a);
_IVL_PURE __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c);
_IVL_PURE __nv_bfloat16 __hadd_sat(__nv_bfloat16 a, __nv_bfloat16 b);
_IVL_PURE __nv_bfloat16 __hsub_sat(__nv_bfloat16 a, __nv_bfloat16 b);
_IVL_PURE __nv_bfloat16 __hmul_sat(__nv_bfloat16 a, __nv_bfloat16 b);
_IVL_PURE __nv_bfloat16 __hfma_sat(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c);
_IVL_PURE __nv_bfloat16 __hfma_relu(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c);
_IVL_PURE __nv_bfloat16 __hmax(__nv_bfloat16 a, __nv_bfloat16 b);
_IVL_PURE __nv_bfloat16 __hmin(__nv_bfloat16 a, __nv_bfloat16 b);
_IVL_PURE __nv_bfloat16 __hmax_nan(__nv_bfloat16 a, __nv_bfloat16 b);
_IVL_PURE __nv_bfloat16 __hmin_nan(__nv_bfloat16 a, __nv_bfloat16 b);
#define _IVL_LANES2(F, G)                                                    \
  _IVL_H __nv_bfloat162 F(__nv_bfloat162 a, __nv_bfloat162 b) { return __nv_bfloat162{G(a.x, b.x), G(a.y, b.y)}; }
_IVL_LANES2(__hadd2, __hadd) _IVL_LANES2(__hsub2, __hsub)
_IVL_LANES2(__hmul2, __hmul) _IVL_LANES2(__h2div, __hdiv)
_IVL_LANES2(__hadd2_sat, __hadd_sat) _IVL_LANES2(__hsub2_sat, __hsub_sat)
_IVL_LANES2(__hmul2_sat, __hmul_sat) _IVL_LANES2(__hmax2, __hmax)
_IVL_LANES2(__hmin2, __hmin) _IVL_LANES2(__hmax2_nan, __hmax_nan)
_IVL_LANES2(__hmin2_nan, __hmin_nan)
#undef _IVL_LANES2
#define _IVL_LANES3(F, G)                                                    \
  _IVL_H __nv_bfloat162 F(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {                        \
    return __nv_bfloat162{G(a.x, b.x, c.x), G(a.y, b.y, c.y)};                      \
  }
_IVL_LANES3(__hfma2, __hfma) _IVL_LANES3(__hfma2_sat, __hfma_sat)
_IVL_LANES3(__hfma2_relu, __hfma_relu)
#undef _IVL_LANES3
_IVL_H __nv_bfloat162 __hneg2(__nv_bfloat162 a) { return __nv_bfloat162{-a.x, -a.y}; }
_IVL_H __nv_bfloat162 __habs2(__nv_bfloat162 a) { return __nv_bfloat162{__habs(a.x), __habs(a.y)}; }

/* Comparisons: the C operators; the pair forms give 1.0 or 0.0 per lane
 * (`__heq2`) or whether both lanes hold (`__hbeq2`). */
_IVL_H bool __heq(__nv_bfloat16 a, __nv_bfloat16 b) { return a == b; }
_IVL_H bool __hne(__nv_bfloat16 a, __nv_bfloat16 b) { return a != b; }
_IVL_H bool __hlt(__nv_bfloat16 a, __nv_bfloat16 b) { return a < b; }
_IVL_H bool __hle(__nv_bfloat16 a, __nv_bfloat16 b) { return a <= b; }
_IVL_H bool __hgt(__nv_bfloat16 a, __nv_bfloat16 b) { return a > b; }
_IVL_H bool __hge(__nv_bfloat16 a, __nv_bfloat16 b) { return a >= b; }
_IVL_H bool __hisnan(__nv_bfloat16 a) { return a != a; }
_IVL_PURE int __hisinf(__nv_bfloat16 a);
#define _IVL_COMPARE2(F, OP)                                                 \
  _IVL_H __nv_bfloat162 __h##F##2(__nv_bfloat162 a, __nv_bfloat162 b) {                           \
    return __nv_bfloat162{a.x OP b.x ? (__nv_bfloat16)1.0f : (__nv_bfloat16)0.0f,                 \
                   a.y OP b.y ? (__nv_bfloat16)1.0f : (__nv_bfloat16)0.0f};                \
  }                                                                          \
  _IVL_H bool __hb##F##2(__nv_bfloat162 a, __nv_bfloat162 b) { return a.x OP b.x && a.y OP b.y; }
_IVL_COMPARE2(eq, ==) _IVL_COMPARE2(ne, !=) _IVL_COMPARE2(lt, <)
_IVL_COMPARE2(le, <=) _IVL_COMPARE2(gt, >) _IVL_COMPARE2(ge, >=)
#undef _IVL_COMPARE2

/* Math: pure functions, uninterpreted, per lane for pairs. */
#define _IVL_MATH(F)                                                         \
  _IVL_PURE __nv_bfloat16 F(__nv_bfloat16 a);                                              \
  _IVL_H __nv_bfloat162 F##2(__nv_bfloat162 a) { return __nv_bfloat162{F(a.x), F(a.y)}; }
_IVL_MATH(hsqrt) _IVL_MATH(hrsqrt) _IVL_MATH(hrcp) _IVL_MATH(hexp)
_IVL_MATH(hexp2) _IVL_MATH(hexp10) _IVL_MATH(hlog) _IVL_MATH(hlog2)
_IVL_MATH(hlog10) _IVL_MATH(hsin) _IVL_MATH(hcos) _IVL_MATH(hfloor)
_IVL_MATH(hceil) _IVL_MATH(htrunc) _IVL_MATH(hrint)
#undef _IVL_MATH

/* Pair operators, as the CUDA header defines them. */
_IVL_H __nv_bfloat162 operator+(__nv_bfloat162 a, __nv_bfloat162 b) { return __hadd2(a, b); }
_IVL_H __nv_bfloat162 operator-(__nv_bfloat162 a, __nv_bfloat162 b) { return __hsub2(a, b); }
_IVL_H __nv_bfloat162 operator*(__nv_bfloat162 a, __nv_bfloat162 b) { return __hmul2(a, b); }
_IVL_H __nv_bfloat162 operator/(__nv_bfloat162 a, __nv_bfloat162 b) { return __h2div(a, b); }
_IVL_H __nv_bfloat162 operator-(__nv_bfloat162 a) { return __hneg2(a); }

/* Warp shuffles: arbitrary values, as cuda.h's (warp-synchronous execution
 * is not modelled). */
#define _IVL_SHUFFLES(T)                                                     \
  __device__ T __shfl_sync(unsigned mask, T var, int src, int width = 32);   \
  __device__ T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = 32); \
  __device__ T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = 32); \
  __device__ T __shfl_xor_sync(unsigned mask, T var, int lane_mask, int width = 32);
_IVL_SHUFFLES(__nv_bfloat16)
_IVL_SHUFFLES(__nv_bfloat162)
#undef _IVL_SHUFFLES

/* Atomics: one indivisible read and write of the element. */
__device__ __nv_bfloat16 atomicAdd(__nv_bfloat16 *address, __nv_bfloat16 val);
__device__ __nv_bfloat162 atomicAdd(__nv_bfloat162 *address, __nv_bfloat162 val);

_IVL_H __nv_bfloat162::__nv_bfloat162(const __nv_bfloat162_raw &r) : x(__ushort_as_bfloat16(r.x)), y(__ushort_as_bfloat16(r.y)) {}
_IVL_H __nv_bfloat162::operator __nv_bfloat162_raw() const {
  __nv_bfloat162_raw r;
  r.x = __bfloat16_as_ushort(x);
  r.y = __bfloat16_as_ushort(y);
  return r;
}

#undef _IVL_PURE
#undef _IVL_H
#endif
