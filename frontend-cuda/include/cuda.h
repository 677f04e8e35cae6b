/* ivl's CUDA header: what a kernel sees of the CUDA runtime, for
 * verification. The front end force-includes it; `#include <cuda.h>` or
 * "cuda.h" in a kernel finds this file too. Thread-configuration flags
 * arrive as macros (__BLOCK_DIM_0 ...), turned into facts by the front end,
 * not here. */
#ifndef IVL_CUDA_H
#define IVL_CUDA_H

/* Compiled as CUDA, as nvcc defines it (Clang defines it only in its own
 * CUDA headers, which ivl does not use); and as by nvcc, whose semantics
 * ivl follows (code tests __NVCC__ to pick its CUDA path). */
#define __CUDACC__ 1
#define __NVCC__ 1
/* The CUDA release ivl reads code as: 12.0, as CUDART_VERSION says. */
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 0
#define __CUDACC_VER_BUILD__ 0
#define CUDA_VERSION 12000

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
/* Managed memory is device memory the host may also map: to kernels, a
 * __device__ variable (nvcc's __managed__ implies __device__). */
#define __managed__ __attribute__((device))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict
/* A kernel parameter read in place (CUDA 11.7): const, so nothing changes. */
#define __grid_constant__ __attribute__((grid_constant))
#define __align__(n) __attribute__((aligned(n)))

typedef __SIZE_TYPE__ size_t;
/* What <sys/types.h> gives CUDA code on Linux. */
typedef unsigned int uint;
typedef unsigned short ushort;
typedef unsigned long ulong;

struct uint3 {
  unsigned int x, y, z;
};
struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ dim3(unsigned int x = 1, unsigned int y = 1,
                           unsigned int z = 1)
      : x(x), y(y), z(z) {}
  __host__ __device__ dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
};

/* The vector types, structs as in CUDA's headers: the pairs and fours
 * aligned as CUDA aligns them (int2 to 8 bytes, float4 to 16 ...). */
#define _IVL_VEC(T, N, A2, A4)                                             \
  struct N##1 { T x; };                                                    \
  struct __align__(A2) N##2 { T x, y; };                                   \
  struct N##3 { T x, y, z; };                                              \
  struct __align__(A4) N##4 { T x, y, z, w; };                             \
  __host__ __device__ N##1 make_##N##1(T x);                               \
  __host__ __device__ N##2 make_##N##2(T x, T y);                          \
  __host__ __device__ N##3 make_##N##3(T x, T y, T z);                     \
  __host__ __device__ N##4 make_##N##4(T x, T y, T z, T w);
_IVL_VEC(signed char, char, 2, 4)
_IVL_VEC(unsigned char, uchar, 2, 4)
_IVL_VEC(short, short, 4, 8)
_IVL_VEC(unsigned short, ushort, 4, 8)
_IVL_VEC(int, int, 8, 16)
_IVL_VEC(long, long, 2 * sizeof(long), 16)
_IVL_VEC(unsigned long, ulong, 2 * sizeof(unsigned long), 16)
_IVL_VEC(long long, longlong, 16, 16)
_IVL_VEC(unsigned long long, ulonglong, 16, 16)
_IVL_VEC(float, float, 8, 16)
_IVL_VEC(double, double, 16, 16)
#undef _IVL_VEC
struct uint1 { unsigned int x; };
struct __align__(8) uint2 { unsigned int x, y; };
struct __align__(16) uint4 { unsigned int x, y, z, w; };
__host__ __device__ uint1 make_uint1(unsigned int x);
__host__ __device__ uint2 make_uint2(unsigned int x, unsigned int y);
__host__ __device__ uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z);
__host__ __device__ uint4 make_uint4(unsigned int x, unsigned int y, unsigned int z,
                                     unsigned int w);

extern const __device__ uint3 threadIdx;
extern const __device__ uint3 blockIdx;
extern const __device__ dim3 blockDim;
extern const __device__ dim3 gridDim;
/* Every NVIDIA GPU has 32 threads per warp. An enumerator, not a macro:
 * host code reads cudaDeviceProp's field of that name. */
enum { warpSize = 32 };

/* Barriers and fences. */
extern "C" __device__ void __syncthreads(void);
extern "C" __device__ void __threadfence(void);
extern "C" __device__ void __threadfence_block(void);
extern "C" __device__ void __threadfence_system(void);

/* Atomics: each reads an element and writes it in one indivisible step. */
/* Each with its scoped forms: NAME_system (atomic for the whole system,
 * which includes the device) and NAME_block (atomic only among a block's
 * threads: not modelled). */
#define _IVL_ATOMIC2(NAME, T)                                                \
  __device__ T NAME(T *address, T val);                                      \
  __device__ T NAME##_system(T *address, T val);                             \
  __device__ T NAME##_block(T *address, T val);
#define _IVL_ATOMIC_INT(NAME)                                              \
  _IVL_ATOMIC2(NAME, int)                                                  \
  _IVL_ATOMIC2(NAME, unsigned int)                                         \
  _IVL_ATOMIC2(NAME, unsigned long long int)
_IVL_ATOMIC_INT(atomicAdd)
_IVL_ATOMIC2(atomicAdd, float)
_IVL_ATOMIC2(atomicAdd, double)
_IVL_ATOMIC_INT(atomicSub)
_IVL_ATOMIC_INT(atomicExch)
_IVL_ATOMIC2(atomicExch, float)
_IVL_ATOMIC_INT(atomicMin)
_IVL_ATOMIC2(atomicMin, long long int)
_IVL_ATOMIC_INT(atomicMax)
_IVL_ATOMIC2(atomicMax, long long int)
_IVL_ATOMIC_INT(atomicAnd)
_IVL_ATOMIC_INT(atomicOr)
_IVL_ATOMIC_INT(atomicXor)
_IVL_ATOMIC2(atomicInc, unsigned int)
_IVL_ATOMIC2(atomicDec, unsigned int)
#define _IVL_CAS(T)                                                          \
  __device__ T atomicCAS(T *address, T compare, T val);                      \
  __device__ T atomicCAS_system(T *address, T compare, T val);               \
  __device__ T atomicCAS_block(T *address, T compare, T val);
_IVL_CAS(int)
_IVL_CAS(unsigned int)
_IVL_CAS(unsigned long long int)
_IVL_CAS(unsigned short int)
#undef _IVL_CAS
#undef _IVL_ATOMIC_INT
#undef _IVL_ATOMIC2

/* Integer helpers, with CUDA's overloads for mixed signedness and widths;
 * host and device functions, as CUDA's math_functions.hpp has them. */
#define _IVL_MINMAX(T, U, R)                                                 \
  __host__ __device__ R min(T a, U b);                                       \
  __host__ __device__ R max(T a, U b);
_IVL_MINMAX(int, int, int)
_IVL_MINMAX(unsigned int, unsigned int, unsigned int)
_IVL_MINMAX(int, unsigned int, unsigned int)
_IVL_MINMAX(unsigned int, int, unsigned int)
_IVL_MINMAX(long, long, long)
_IVL_MINMAX(unsigned long, unsigned long, unsigned long)
_IVL_MINMAX(long, unsigned long, unsigned long)
_IVL_MINMAX(unsigned long, long, unsigned long)
_IVL_MINMAX(long long, long long, long long)
_IVL_MINMAX(unsigned long long, unsigned long long, unsigned long long)
_IVL_MINMAX(long long, unsigned long long, unsigned long long)
_IVL_MINMAX(unsigned long long, long long, unsigned long long)
_IVL_MINMAX(float, float, float)
_IVL_MINMAX(double, double, double)
_IVL_MINMAX(float, double, double)
_IVL_MINMAX(double, float, double)
#undef _IVL_MINMAX
/* CUDA's named integer min and max, in C. */
__device__ inline unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
__device__ inline unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
__device__ inline long long llmin(long long a, long long b) { return a < b ? a : b; }
__device__ inline long long llmax(long long a, long long b) { return a > b ? a : b; }
__device__ inline unsigned long long ullmin(unsigned long long a, unsigned long long b) {
  return a < b ? a : b;
}
__device__ inline unsigned long long ullmax(unsigned long long a, unsigned long long b) {
  return a > b ? a : b;
}
/* |a| at a's width, as CUDA's C++ overloads give it (abs of a long is a
 * long, not an int). */
__device__ int abs(int a);
__device__ long abs(long a);
__device__ long long abs(long long a);
__device__ float abs(float a);
__device__ double abs(double a);
__device__ long labs(long a);
__device__ long long llabs(long long a);
__device__ int __mul24(int a, int b);
__device__ unsigned int __umul24(unsigned int a, unsigned int b);

/* Float math, as CUDA's math API has it: for each function F, `Ff` on
 * float, `F` on double, and C++'s `F` overload on float; the fast
 * intrinsics `__Ff`. Each is an uninterpreted function of its arguments
 * (the prelude's own for sqrt, fabs, exp, log, sin, cos, floor, ceil, pow,
 * fmin, fmax and fma). The device's overloads; the host has C's `Ff` and
 * `F`, and its <cmath> the rest. */
#define _IVL_MATH1(F)                                                        \
  __device__ float F##f(float x);                                   \
  __device__ double F(double x);                                    \
  __device__ float F(float x);                                      \
  _IVL_HOST_C(float F##f(float x)) _IVL_HOST_C(double F(double x))
#define _IVL_MATH2(F)                                                        \
  __device__ float F##f(float x, float y);                          \
  __device__ double F(double x, double y);                          \
  __device__ float F(float x, float y);                             \
  _IVL_HOST_C(float F##f(float x, float y)) _IVL_HOST_C(double F(double x, double y))
/* The C library's own, for host code: nvcc's headers include <math.h>, so
 * host code calls fabsf without including it. Declared as glibc does (C
 * linkage, no exceptions), so that <math.h> included later redeclares
 * them. */
#define _IVL_HOST_C(D) extern "C" __host__ D noexcept;
/* CUDA's own functions, which no C library has: nvcc's headers define
 * them for the host too, so host code may call them. */
#define _IVL_MATH1_HOST(F)                                                   \
  __host__ __device__ float F##f(float x);                                   \
  __host__ __device__ double F(double x);                                    \
  __host__ __device__ float F(float x);
_IVL_MATH1_HOST(rsqrt) _IVL_MATH1_HOST(rcbrt) _IVL_MATH1_HOST(sinpi)
_IVL_MATH1_HOST(cospi) _IVL_MATH1_HOST(erfinv) _IVL_MATH1_HOST(erfcinv)
_IVL_MATH1_HOST(erfcx) _IVL_MATH1_HOST(normcdf) _IVL_MATH1_HOST(normcdfinv)
#undef _IVL_MATH1_HOST
_IVL_MATH1(sqrt) _IVL_MATH1(cbrt)
_IVL_MATH1(fabs) _IVL_MATH1(floor) _IVL_MATH1(ceil) _IVL_MATH1(trunc)
_IVL_MATH1(round) _IVL_MATH1(rint) _IVL_MATH1(nearbyint)
_IVL_MATH1(exp) _IVL_MATH1(exp2) _IVL_MATH1(exp10) _IVL_MATH1(expm1)
_IVL_MATH1(log) _IVL_MATH1(log2) _IVL_MATH1(log10) _IVL_MATH1(log1p)
_IVL_MATH1(logb)
_IVL_MATH1(sin) _IVL_MATH1(cos) _IVL_MATH1(tan) _IVL_MATH1(asin) _IVL_MATH1(acos) _IVL_MATH1(atan)
_IVL_MATH1(sinh) _IVL_MATH1(cosh) _IVL_MATH1(tanh) _IVL_MATH1(asinh)
_IVL_MATH1(acosh) _IVL_MATH1(atanh)
_IVL_MATH1(erf) _IVL_MATH1(erfc)
_IVL_MATH1(lgamma) _IVL_MATH1(tgamma) _IVL_MATH1(j0) _IVL_MATH1(j1)
_IVL_MATH1(y0) _IVL_MATH1(y1)
_IVL_MATH2(pow) _IVL_MATH2(atan2) _IVL_MATH2(hypot) _IVL_MATH2(fmod)
_IVL_MATH2(remainder) _IVL_MATH2(fmin) _IVL_MATH2(fmax) _IVL_MATH2(fdim)
_IVL_MATH2(copysign) _IVL_MATH2(nextafter)
#undef _IVL_MATH1
#undef _IVL_MATH2
#undef _IVL_HOST_C
/* C++'s names for them in std, which CUDA's headers give device code
 * without <cmath>. */
namespace std {
using ::sqrt;
using ::rsqrt;
using ::cbrt;
using ::fabs;
using ::floor;
using ::ceil;
using ::trunc;
using ::round;
using ::rint;
using ::nearbyint;
using ::exp;
using ::exp2;
using ::expm1;
using ::log;
using ::log2;
using ::log10;
using ::log1p;
using ::logb;
using ::sin;
using ::cos;
using ::tan;
using ::asin;
using ::acos;
using ::atan;
using ::sinh;
using ::cosh;
using ::tanh;
using ::asinh;
using ::acosh;
using ::atanh;
using ::erf;
using ::erfc;
using ::lgamma;
using ::tgamma;
using ::pow;
using ::atan2;
using ::hypot;
using ::fmod;
using ::remainder;
using ::fmin;
using ::fmax;
using ::fdim;
using ::copysign;
using ::nextafter;
} // namespace std
/* CUDA's pow of an integer power: the power converted to the base's type
 * (and preferred, as in CUDA, to the template <cmath> has for it). */
__device__ double pow(double x, int y);
__device__ float pow(float x, int y);
__device__ float fmaf(float x, float y, float z);
__device__ double fma(double x, double y, double z);
__device__ float fma(float x, float y, float z);
__device__ float rhypotf(float x, float y);
__device__ double rhypot(double x, double y);
__device__ float norm3df(float x, float y, float z);
__device__ double norm3d(double x, double y, double z);
__device__ float rnorm3df(float x, float y, float z);
__device__ double rnorm3d(double x, double y, double z);
__device__ float __expf(float x);
__device__ float __exp10f(float x);
__device__ float __logf(float x);
__device__ float __log2f(float x);
__device__ float __log10f(float x);
__device__ float __sinf(float x);
__device__ float __cosf(float x);
__device__ float __tanf(float x);
__device__ float __powf(float x, float y);
__device__ float __fdividef(float x, float y);
__device__ float fdividef(float x, float y);
/* Sine and cosine at once, written through the pointers. */
__device__ void sincosf(float x, float *s, float *c);
__device__ void sincos(double x, double *s, double *c);
__device__ void __sincosf(float x, float *s, float *c);
__device__ float __saturatef(float x);
__device__ float __frsqrt_rn(float x);
#define _IVL_ROUNDED(F)                                                       \
  __device__ float F##_rn(float x, float y);                                 \
  __device__ float F##_rz(float x, float y);                                 \
  __device__ float F##_ru(float x, float y);                                 \
  __device__ float F##_rd(float x, float y);
_IVL_ROUNDED(__fadd) _IVL_ROUNDED(__fsub) _IVL_ROUNDED(__fmul)
_IVL_ROUNDED(__fdiv)
#undef _IVL_ROUNDED

/* Classification, rounding to integers and reinterpretation: pure
 * functions, uninterpreted. */
#define _IVL_PURE __device__ __attribute__((const))
#define _IVL_CLASSIFY(F)                                                     \
  _IVL_PURE int F(float x);                                                  \
  _IVL_PURE int F(double x);
_IVL_CLASSIFY(isnan) _IVL_CLASSIFY(isinf) _IVL_CLASSIFY(isfinite)
_IVL_CLASSIFY(signbit) _IVL_CLASSIFY(ilogb)
#undef _IVL_CLASSIFY
_IVL_PURE int ilogbf(float x);
/* ldexp, scalbn; frexp and modf, whose second result is written through
 * the pointer (the front end's: frexp's mantissa and exponent are pure
 * functions of x, modf's parts are x's integral part and the rest). */
_IVL_PURE float ldexpf(float x, int e);
_IVL_PURE double ldexp(double x, int e);
_IVL_PURE float ldexp(float x, int e);
_IVL_PURE float scalbnf(float x, int e);
_IVL_PURE double scalbn(double x, int e);
__device__ float frexpf(float x, int *e);
__device__ double frexp(double x, int *e);
__device__ float frexp(float x, int *e);
__device__ float modff(float x, float *i);
__device__ double modf(double x, double *i);
_IVL_PURE long lrintf(float x);
_IVL_PURE long lrint(double x);
_IVL_PURE long lroundf(float x);
_IVL_PURE long lround(double x);
_IVL_PURE long long llrintf(float x);
_IVL_PURE long long llrint(double x);
_IVL_PURE long long llroundf(float x);
_IVL_PURE long long llround(double x);
_IVL_PURE int __float_as_int(float x);
_IVL_PURE unsigned int __float_as_uint(float x);
_IVL_PURE float __int_as_float(int x);
_IVL_PURE float __uint_as_float(unsigned int x);
_IVL_PURE long long __double_as_longlong(double x);
_IVL_PURE double __longlong_as_double(long long x);
/* A quiet NaN whatever the tag, as on the device. */
__device__ inline float nanf(const char *) { return __int_as_float(0x7fc00000); }
__device__ inline double nan(const char *) { return __longlong_as_double(0x7ff8000000000000LL); }
_IVL_PURE int __double2hiint(double x);
_IVL_PURE int __double2loint(double x);
_IVL_PURE double __hiloint2double(int hi, int lo);
#define _IVL_TO_INT(R, F, T)                                                 \
  _IVL_PURE R F##_rn(T x);                                                   \
  _IVL_PURE R F##_rz(T x);                                                   \
  _IVL_PURE R F##_ru(T x);                                                   \
  _IVL_PURE R F##_rd(T x);
_IVL_TO_INT(int, __float2int, float)
_IVL_TO_INT(unsigned int, __float2uint, float)
_IVL_TO_INT(long long, __float2ll, float)
_IVL_TO_INT(unsigned long long, __float2ull, float)
_IVL_TO_INT(int, __double2int, double)
_IVL_TO_INT(unsigned int, __double2uint, double)
_IVL_TO_INT(long long, __double2ll, double)
_IVL_TO_INT(unsigned long long, __double2ull, double)
#undef _IVL_TO_INT
/* Integer to float in a rounding mode; _rn is C's conversion. */
#define _IVL_FROM_INT(R, F, T)                                               \
  __device__ inline R F##_rn(T x) { return (R)x; }                          \
  _IVL_PURE R F##_rz(T x);                                                   \
  _IVL_PURE R F##_ru(T x);                                                   \
  _IVL_PURE R F##_rd(T x);
_IVL_FROM_INT(float, __int2float, int)
_IVL_FROM_INT(float, __uint2float, unsigned int)
_IVL_FROM_INT(float, __ll2float, long long)
_IVL_FROM_INT(float, __ull2float, unsigned long long)
_IVL_FROM_INT(double, __ll2double, long long)
_IVL_FROM_INT(double, __ull2double, unsigned long long)
_IVL_FROM_INT(float, __double2float, double)
#undef _IVL_FROM_INT
__device__ inline double __int2double_rn(int x) { return (double)x; }
__device__ inline double __uint2double_rn(unsigned int x) { return (double)x; }
/* Arithmetic in a rounding mode, reciprocals and square roots: pure,
 * uninterpreted (the _rn forms too: their results may differ from the
 * contracted or approximate forms the compiler picks for C's operators). */
#define _IVL_ROUNDED1(R, F, T)                                               \
  _IVL_PURE R F##_rn(T x); _IVL_PURE R F##_rz(T x);                          \
  _IVL_PURE R F##_ru(T x); _IVL_PURE R F##_rd(T x);
#define _IVL_ROUNDED2(R, F, T)                                               \
  _IVL_PURE R F##_rn(T x, T y); _IVL_PURE R F##_rz(T x, T y);                \
  _IVL_PURE R F##_ru(T x, T y); _IVL_PURE R F##_rd(T x, T y);
#define _IVL_ROUNDED3(R, F, T)                                               \
  _IVL_PURE R F##_rn(T x, T y, T z); _IVL_PURE R F##_rz(T x, T y, T z);      \
  _IVL_PURE R F##_ru(T x, T y, T z); _IVL_PURE R F##_rd(T x, T y, T z);
_IVL_ROUNDED1(float, __frcp, float) _IVL_ROUNDED1(float, __fsqrt, float)
_IVL_ROUNDED1(double, __drcp, double) _IVL_ROUNDED1(double, __dsqrt, double)
_IVL_ROUNDED2(double, __dadd, double) _IVL_ROUNDED2(double, __dsub, double)
_IVL_ROUNDED2(double, __dmul, double) _IVL_ROUNDED2(double, __ddiv, double)
_IVL_ROUNDED3(float, __fmaf, float) _IVL_ROUNDED3(double, __fma, double)
#undef _IVL_ROUNDED1
#undef _IVL_ROUNDED2
#undef _IVL_ROUNDED3
_IVL_PURE float __fmaf_ieee_rn(float x, float y, float z);
#undef _IVL_PURE

/* Integer intrinsics: pure functions, uninterpreted (ivl knows only that
 * equal arguments give equal results). */
#define _IVL_PURE __device__ __attribute__((const))
_IVL_PURE int __popc(unsigned int x);
_IVL_PURE int __popcll(unsigned long long x);
_IVL_PURE int __clz(int x);
_IVL_PURE int __clzll(long long x);
_IVL_PURE int __ffs(int x);
_IVL_PURE int __ffsll(long long x);
_IVL_PURE unsigned int __brev(unsigned int x);
_IVL_PURE unsigned long long __brevll(unsigned long long x);
_IVL_PURE int __mulhi(int x, int y);
_IVL_PURE unsigned int __umulhi(unsigned int x, unsigned int y);
_IVL_PURE long long __mul64hi(long long x, long long y);
_IVL_PURE unsigned long long __umul64hi(unsigned long long x, unsigned long long y);
_IVL_PURE unsigned int __sad(int x, int y, unsigned int z);
_IVL_PURE unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
_IVL_PURE unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
_IVL_PURE unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
_IVL_PURE unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift);
_IVL_PURE unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
_IVL_PURE unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift);
_IVL_PURE int __dp4a(int a, int b, int c);
_IVL_PURE unsigned int __dp4a(unsigned int a, unsigned int b, unsigned int c);
_IVL_PURE int __dp2a_lo(int a, int b, int c);
_IVL_PURE int __dp2a_hi(int a, int b, int c);
/* SIMD within a word: two 16-bit or four 8-bit lanes. */
#define _IVL_SIMD1(F)                                                        \
  _IVL_PURE unsigned int F##2(unsigned int a);                               \
  _IVL_PURE unsigned int F##4(unsigned int a);
#define _IVL_SIMD2(F)                                                        \
  _IVL_PURE unsigned int F##2(unsigned int a, unsigned int b);               \
  _IVL_PURE unsigned int F##4(unsigned int a, unsigned int b);
_IVL_SIMD1(__vabs) _IVL_SIMD1(__vabsss) _IVL_SIMD1(__vneg) _IVL_SIMD1(__vnegss)
_IVL_SIMD2(__vabsdiffs) _IVL_SIMD2(__vabsdiffu) _IVL_SIMD2(__vadd)
_IVL_SIMD2(__vaddss) _IVL_SIMD2(__vaddus) _IVL_SIMD2(__vavgs) _IVL_SIMD2(__vavgu)
_IVL_SIMD2(__vhaddu) _IVL_SIMD2(__vcmpeq) _IVL_SIMD2(__vcmpges)
_IVL_SIMD2(__vcmpgeu) _IVL_SIMD2(__vcmpgts) _IVL_SIMD2(__vcmpgtu)
_IVL_SIMD2(__vcmples) _IVL_SIMD2(__vcmpleu) _IVL_SIMD2(__vcmplts)
_IVL_SIMD2(__vcmpltu) _IVL_SIMD2(__vcmpne) _IVL_SIMD2(__vmaxs) _IVL_SIMD2(__vmaxu)
_IVL_SIMD2(__vmins) _IVL_SIMD2(__vminu) _IVL_SIMD2(__vsads) _IVL_SIMD2(__vsadu)
_IVL_SIMD2(__vseteq) _IVL_SIMD2(__vsetges) _IVL_SIMD2(__vsetgeu)
_IVL_SIMD2(__vsetgts) _IVL_SIMD2(__vsetgtu) _IVL_SIMD2(__vsetles)
_IVL_SIMD2(__vsetleu) _IVL_SIMD2(__vsetlts) _IVL_SIMD2(__vsetltu)
_IVL_SIMD2(__vsetne) _IVL_SIMD2(__vsub) _IVL_SIMD2(__vsubss) _IVL_SIMD2(__vsubus)
#undef _IVL_SIMD1
#undef _IVL_SIMD2
/* DPX (CUDA 12): max and min of sums, of three values, and with the
 * comparison's outcome, on 32-bit numbers and on two 16-bit lanes (a
 * lane's sum wraps in the lane), written out as CUDA documents them. */
__device__ inline int __ivl_lane_s(unsigned int x, int hi) { return (short)(hi ? x >> 16 : x); }
__device__ inline unsigned int __ivl_lane_u(unsigned int x, int hi) { return (hi ? x >> 16 : x) & 0xffffu; }
__device__ inline unsigned int __ivl_lanes(int hi, int lo) {
  return ((unsigned int)hi << 16) | ((unsigned int)lo & 0xffffu);
}
__device__ inline int __ivl_max(int a, int b) { return a > b ? a : b; }
__device__ inline int __ivl_min(int a, int b) { return a < b ? a : b; }
__device__ inline unsigned int __ivl_umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
__device__ inline unsigned int __ivl_umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
#define _IVL_DPX(NAME, PICK, UPICK)                                          \
  __device__ inline int __viadd##NAME##_s32(int a, int b, int c) { return PICK(a + b, c); } \
  __device__ inline int __viadd##NAME##_s32_relu(int a, int b, int c) {     \
    return __ivl_max(PICK(a + b, c), 0);                                     \
  }                                                                          \
  __device__ inline unsigned int __viadd##NAME##_u32(unsigned int a, unsigned int b, \
                                                      unsigned int c) {     \
    return UPICK(a + b, c);                                                  \
  }                                                                          \
  __device__ inline unsigned int __viadd##NAME##_s16x2(unsigned int a, unsigned int b, \
                                                        unsigned int c) {   \
    return __ivl_lanes(                                                      \
        PICK((short)(__ivl_lane_s(a, 1) + __ivl_lane_s(b, 1)), __ivl_lane_s(c, 1)), \
        PICK((short)(__ivl_lane_s(a, 0) + __ivl_lane_s(b, 0)), __ivl_lane_s(c, 0))); \
  }                                                                          \
  __device__ inline unsigned int __viadd##NAME##_s16x2_relu(unsigned int a, unsigned int b, \
                                                             unsigned int c) { \
    return __ivl_lanes(                                                      \
        __ivl_max(PICK((short)(__ivl_lane_s(a, 1) + __ivl_lane_s(b, 1)), __ivl_lane_s(c, 1)), 0), \
        __ivl_max(PICK((short)(__ivl_lane_s(a, 0) + __ivl_lane_s(b, 0)), __ivl_lane_s(c, 0)), 0)); \
  }                                                                          \
  __device__ inline unsigned int __viadd##NAME##_u16x2(unsigned int a, unsigned int b, \
                                                        unsigned int c) {   \
    return __ivl_lanes(                                                      \
        UPICK((__ivl_lane_u(a, 1) + __ivl_lane_u(b, 1)) & 0xffffu, __ivl_lane_u(c, 1)), \
        UPICK((__ivl_lane_u(a, 0) + __ivl_lane_u(b, 0)) & 0xffffu, __ivl_lane_u(c, 0))); \
  }                                                                          \
  __device__ inline int __vi##NAME##_s32(int a, int b) { return PICK(a, b); } \
  __device__ inline int __vi##NAME##_s32_relu(int a, int b) { return __ivl_max(PICK(a, b), 0); } \
  __device__ inline unsigned int __vi##NAME##_u32(unsigned int a, unsigned int b) { \
    return UPICK(a, b);                                                      \
  }                                                                          \
  __device__ inline unsigned int __vi##NAME##_s16x2(unsigned int a, unsigned int b) { \
    return __ivl_lanes(PICK(__ivl_lane_s(a, 1), __ivl_lane_s(b, 1)),        \
                       PICK(__ivl_lane_s(a, 0), __ivl_lane_s(b, 0)));       \
  }                                                                          \
  __device__ inline unsigned int __vi##NAME##_s16x2_relu(unsigned int a, unsigned int b) { \
    return __ivl_lanes(__ivl_max(PICK(__ivl_lane_s(a, 1), __ivl_lane_s(b, 1)), 0), \
                       __ivl_max(PICK(__ivl_lane_s(a, 0), __ivl_lane_s(b, 0)), 0)); \
  }                                                                          \
  __device__ inline unsigned int __vi##NAME##_u16x2(unsigned int a, unsigned int b) { \
    return __ivl_lanes(UPICK(__ivl_lane_u(a, 1), __ivl_lane_u(b, 1)),       \
                       UPICK(__ivl_lane_u(a, 0), __ivl_lane_u(b, 0)));      \
  }                                                                          \
  __device__ inline int __vi##NAME##3_s32(int a, int b, int c) { return PICK(PICK(a, b), c); } \
  __device__ inline int __vi##NAME##3_s32_relu(int a, int b, int c) {       \
    return __ivl_max(PICK(PICK(a, b), c), 0);                                \
  }                                                                          \
  __device__ inline unsigned int __vi##NAME##3_u32(unsigned int a, unsigned int b, \
                                                    unsigned int c) {       \
    return UPICK(UPICK(a, b), c);                                            \
  }                                                                          \
  __device__ inline unsigned int __vi##NAME##3_s16x2(unsigned int a, unsigned int b, \
                                                      unsigned int c) {     \
    return __vi##NAME##_s16x2(__vi##NAME##_s16x2(a, b), c);                  \
  }                                                                          \
  __device__ inline unsigned int __vi##NAME##3_s16x2_relu(unsigned int a, unsigned int b, \
                                                           unsigned int c) { \
    return __vi##NAME##_s16x2_relu(__vi##NAME##_s16x2(a, b), c);             \
  }                                                                          \
  __device__ inline unsigned int __vi##NAME##3_u16x2(unsigned int a, unsigned int b, \
                                                      unsigned int c) {     \
    return __vi##NAME##_u16x2(__vi##NAME##_u16x2(a, b), c);                  \
  }
_IVL_DPX(max, __ivl_max, __ivl_umax)
_IVL_DPX(min, __ivl_min, __ivl_umin)
#undef _IVL_DPX
/* The outcome: for max, whether a's lane is at least b's; for min, at
 * most. */
__device__ inline int __vibmax_s32(int a, int b, bool *pred) { *pred = a >= b; return __ivl_max(a, b); }
__device__ inline int __vibmin_s32(int a, int b, bool *pred) { *pred = a <= b; return __ivl_min(a, b); }
__device__ inline unsigned int __vibmax_u32(unsigned int a, unsigned int b, bool *pred) {
  *pred = a >= b;
  return __ivl_umax(a, b);
}
__device__ inline unsigned int __vibmin_u32(unsigned int a, unsigned int b, bool *pred) {
  *pred = a <= b;
  return __ivl_umin(a, b);
}
__device__ inline unsigned int __vibmax_s16x2(unsigned int a, unsigned int b, bool *hi, bool *lo) {
  *hi = __ivl_lane_s(a, 1) >= __ivl_lane_s(b, 1);
  *lo = __ivl_lane_s(a, 0) >= __ivl_lane_s(b, 0);
  return __vimax_s16x2(a, b);
}
__device__ inline unsigned int __vibmin_s16x2(unsigned int a, unsigned int b, bool *hi, bool *lo) {
  *hi = __ivl_lane_s(a, 1) <= __ivl_lane_s(b, 1);
  *lo = __ivl_lane_s(a, 0) <= __ivl_lane_s(b, 0);
  return __vimin_s16x2(a, b);
}
__device__ inline unsigned int __vibmax_u16x2(unsigned int a, unsigned int b, bool *hi, bool *lo) {
  *hi = __ivl_lane_u(a, 1) >= __ivl_lane_u(b, 1);
  *lo = __ivl_lane_u(a, 0) >= __ivl_lane_u(b, 0);
  return __vimax_u16x2(a, b);
}
__device__ inline unsigned int __vibmin_u16x2(unsigned int a, unsigned int b, bool *hi, bool *lo) {
  *hi = __ivl_lane_u(a, 1) <= __ivl_lane_u(b, 1);
  *lo = __ivl_lane_u(a, 0) <= __ivl_lane_u(b, 0);
  return __vimin_u16x2(a, b);
}
#undef _IVL_PURE

/* Loads through a cache hint: reads of *p; stores through one: writes of
 * *p (of a number or a vector; the value converts to *p's type). */
template <class T> struct __ivl_same_type { typedef T type; };
template <class T> __device__ T __ldg(const T *p);
template <class T> __device__ T __ldca(const T *p);
template <class T> __device__ T __ldcg(const T *p);
template <class T> __device__ T __ldcs(const T *p);
template <class T> __device__ T __ldlu(const T *p);
template <class T> __device__ T __ldcv(const T *p);
template <class T> __device__ void __stwb(T *p, typename __ivl_same_type<T>::type value);
template <class T> __device__ void __stcg(T *p, typename __ivl_same_type<T>::type value);
template <class T> __device__ void __stcs(T *p, typename __ivl_same_type<T>::type value);
template <class T> __device__ void __stwt(T *p, typename __ivl_same_type<T>::type value);

/* cuRAND's device API: a generator state per thread (the draws read and
 * advance it) and arbitrary draws. */
#define _IVL_CURAND(S)                                                      \
  __device__ void curand_init(unsigned long long seed,                     \
                              unsigned long long subsequence,              \
                              unsigned long long offset, S *state);        \
  __device__ unsigned int curand(S *state);                                \
  __device__ float curand_uniform(S *state);                               \
  __device__ float curand_normal(S *state);                                \
  __device__ float curand_log_normal(S *state, float mean, float stddev);  \
  __device__ double curand_uniform_double(S *state);                       \
  __device__ double curand_normal_double(S *state);                        \
  __device__ unsigned int curand_poisson(S *state, double lambda);           \
  __device__ float2 curand_normal2(S *state);                              \
  __device__ float2 curand_log_normal2(S *state, float mean, float stddev); \
  __device__ double2 curand_normal2_double(S *state);                      \
  __device__ double2 curand_log_normal2_double(S *state, double mean,      \
                                               double stddev);             \
  __device__ double curand_log_normal_double(S *state, double mean,        \
                                             double stddev);
/* Four draws at once: Philox's. */
#define _IVL_CURAND4(S)                                                     \
  __device__ uint4 curand4(S *state);                                      \
  __device__ float4 curand_uniform4(S *state);                             \
  __device__ float4 curand_normal4(S *state);                              \
  __device__ float4 curand_log_normal4(S *state, float mean, float stddev); \
  __device__ double2 curand_uniform2_double(S *state);                     \
  __device__ uint4 curand_poisson4(S *state, double lambda);
/* The states' contents are opaque to kernels: one word stands for them. */
struct curandStateXORWOW { unsigned int d; };
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
struct curandStatePhilox4_32_10 { unsigned int d; };
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
struct curandStateMRG32k3a { unsigned int d; };
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;
/* The words of a block's generator, one per thread (MTGP32 serves at most
 * 256 threads of a block). */
struct curandStateMtgp32 { unsigned int _ivl_words[256]; };
typedef struct curandStateMtgp32 curandStateMtgp32_t;
_IVL_CURAND(curandStateXORWOW)
_IVL_CURAND(curandStatePhilox4_32_10)
_IVL_CURAND(curandStateMRG32k3a)
_IVL_CURAND(curandStateMtgp32)
_IVL_CURAND4(curandStatePhilox4_32_10)
#undef _IVL_CURAND
#undef _IVL_CURAND4

/* Limits, as <climits> and <cfloat> give them. */
#ifndef INT_MAX
#define CHAR_BIT __CHAR_BIT__
#define SCHAR_MAX __SCHAR_MAX__
#define SHRT_MAX __SHRT_MAX__
#define INT_MAX __INT_MAX__
#define INT_MIN (-__INT_MAX__ - 1)
#define UINT_MAX (__INT_MAX__ * 2U + 1U)
#define LLONG_MAX __LONG_LONG_MAX__
#define LLONG_MIN (-__LONG_LONG_MAX__ - 1LL)
#define ULLONG_MAX (__LONG_LONG_MAX__ * 2ULL + 1ULL)
#define SCHAR_MIN (-__SCHAR_MAX__ - 1)
#define UCHAR_MAX (__SCHAR_MAX__ * 2 + 1)
#define CHAR_MIN SCHAR_MIN
#define CHAR_MAX __SCHAR_MAX__
#define SHRT_MIN (-__SHRT_MAX__ - 1)
#define USHRT_MAX (__SHRT_MAX__ * 2 + 1)
#define LONG_MAX __LONG_MAX__
#define LONG_MIN (-__LONG_MAX__ - 1L)
#define ULONG_MAX (__LONG_MAX__ * 2UL + 1UL)
#endif
#ifndef FLT_MAX
#define FLT_MAX __FLT_MAX__
#define FLT_MIN __FLT_MIN__
#define FLT_EPSILON __FLT_EPSILON__
#define DBL_MAX __DBL_MAX__
#define DBL_MIN __DBL_MIN__
#define DBL_EPSILON __DBL_EPSILON__
#endif

/* The SM's clocks and the global timer: arbitrary values. */
extern "C" __device__ long clock(void);
__device__ long long clock64(void);
__device__ unsigned long long __globaltimer(void);

/* printf evaluates its arguments and returns an arbitrary count; the
 * device side of <assert.h>'s assert fails where it is reached. CUDA's
 * headers include <assert.h>, so kernels use assert without including it:
 * until the program includes it, assert is this macro of the same effect. */
extern "C" __device__ int printf(const char *format, ...);
__device__ void __assert_fail(const char *assertion, const char *file,
                              unsigned int line, const char *function);
extern "C" __device__ void __assertfail(const char *assertion, const char *file,
                                        unsigned int line, const char *function,
                                        size_t char_size);
__host__ __device__ void __ivl_assert_fail(const char *assertion, const char *file,
                                           unsigned int line, const char *function);
#ifndef assert
#define assert(e) ((e) ? (void)0 : __ivl_assert_fail(#e, __FILE__, __LINE__, __func__))
#endif
/* Stops the kernel: a failure where it is reached. */
__device__ void __trap(void) __attribute__((noreturn));

/* Declared so that kernels using them parse; ivl reports each as
 * unsupported where it is called. */
#define NULL __null
extern "C" __device__ void *memcpy(void *dst, const void *src, size_t n);
extern "C" __device__ void *memset(void *dst, int value, size_t n);
/* The device heap; also what Clang's <new> wrapper calls, before the host's
 * <cstdlib> declares them again. */
extern "C" __device__ void *malloc(size_t size) noexcept;
extern "C" __device__ void free(void *p) noexcept;
__device__ void __syncwarp(unsigned mask = 0xffffffff);

/* A barrier that also returns a value over the block (not modelled: an
 * arbitrary value). */
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);

/* Warp functions: each returns an arbitrary value of its type (warp-
 * synchronous execution is not modelled). */
#define _IVL_SHUFFLES(T)                                                     \
  __device__ T __shfl_sync(unsigned mask, T var, int src, int width = 32);   \
  __device__ T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = 32); \
  __device__ T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = 32); \
  __device__ T __shfl_xor_sync(unsigned mask, T var, int lane_mask, int width = 32); \
  __device__ T __shfl(T var, int src, int width = 32);                       \
  __device__ T __shfl_up(T var, unsigned delta, int width = 32);             \
  __device__ T __shfl_down(T var, unsigned delta, int width = 32);           \
  __device__ T __shfl_xor(T var, int lane_mask, int width = 32);             \
  __device__ unsigned __match_any_sync(unsigned mask, T value);              \
  __device__ unsigned __match_all_sync(unsigned mask, T value, int *pred);
_IVL_SHUFFLES(int)
_IVL_SHUFFLES(unsigned)
_IVL_SHUFFLES(long)
_IVL_SHUFFLES(unsigned long)
_IVL_SHUFFLES(long long)
_IVL_SHUFFLES(unsigned long long)
_IVL_SHUFFLES(float)
_IVL_SHUFFLES(double)
#undef _IVL_SHUFFLES
__device__ unsigned __ballot_sync(unsigned mask, int predicate);
__device__ unsigned __ballot(int predicate);
__device__ int __any_sync(unsigned mask, int predicate);
__device__ int __all_sync(unsigned mask, int predicate);
__device__ int __any(int predicate);
__device__ int __all(int predicate);
__device__ unsigned __activemask(void);

/* Cooperative groups: a block's and the grid's barriers. */
namespace cooperative_groups {
struct thread_block {
  __device__ void sync() const;
  __device__ unsigned int thread_rank() const {
    return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  }
  __device__ unsigned int size() const { return blockDim.x * blockDim.y * blockDim.z; }
  __device__ unsigned int num_threads() const { return blockDim.x * blockDim.y * blockDim.z; }
};
struct grid_group {
  __device__ void sync() const;
  /* CUDA's numbering, in 64 bits (a grid may hold 2^32 threads or more). */
  __device__ unsigned long long block_rank() const {
    return ((unsigned long long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  }
  __device__ unsigned long long num_blocks() const {
    return (unsigned long long)gridDim.x * (gridDim.y * gridDim.z);
  }
  __device__ unsigned long long thread_rank() const {
    return (((unsigned long long)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x +
            blockIdx.x) *
               (blockDim.x * blockDim.y * blockDim.z) +
           (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  }
  __device__ unsigned long long size() const {
    return (unsigned long long)gridDim.x * (gridDim.y * gridDim.z) *
           (blockDim.x * blockDim.y * blockDim.z);
  }
  __device__ unsigned long long num_threads() const {
    return (unsigned long long)gridDim.x * (gridDim.y * gridDim.z) *
           (blockDim.x * blockDim.y * blockDim.z);
  }
};
__device__ thread_block this_thread_block();
__device__ grid_group this_grid();
__device__ void synchronize(const thread_block &g);
__device__ void synchronize(const grid_group &g);
__device__ void sync(const thread_block &g);
__device__ void sync(const grid_group &g);
} // namespace cooperative_groups

/* The annotation API. */
#define _IVL_FN __device__
#define _IVL_OVL
#include "ivl_annotations.h"

__device__ bool __read(const volatile void *p);
__device__ bool __write(const volatile void *p);
__device__ size_t __read_offset_bytes(const volatile void *p);
__device__ size_t __write_offset_bytes(const volatile void *p);
__device__ int __ptr_base(const volatile void *p);
__device__ size_t __ptr_offset_bytes(const volatile void *p);
__device__ int __other_ptr_base(const volatile void *p);
__device__ void __reads_from(const volatile void *p);
__device__ void __requires_fresh_array(const volatile void *p);
__device__ void __writes_to(const volatile void *p);
__device__ void __array_snapshot(void *dst, void *src);
__device__ bool __atomic_has_taken_value(unsigned *array, unsigned offset,
                                         unsigned value);

/* Textures and surfaces. */
#include "cuda_textures.h"

/* The host side of a whole program. */
#include "cuda_runtime_api.h"

/* The C library headers nvcc includes in every file, so that host code
 * calls atoi, exit, memcpy or printf without including them. Only where
 * the host's headers are installed: the 64-bit host's (a 32-bit host is
 * rarely installed), and only in the precompiled header, built without
 * the user's include folders (__IVL_NO_HOST_LIBRARY: read as text, where
 * a user's <stdlib.h> could answer). */
#if defined(__LP64__) && !defined(__IVL_NO_HOST_LIBRARY)
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <stdio.h>
#include <time.h>
#endif

#endif
