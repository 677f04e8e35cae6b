/* ivl's OpenCL header: the OpenCL C builtins a kernel uses, for
 * verification. The front end force-includes it (the full opencl-c.h is
 * too large to parse per kernel). Thread-configuration flags arrive as
 * macros (__LOCAL_SIZE_0 ...), turned into facts by the front end. */
#ifndef IVL_OPENCL_H
#define IVL_OPENCL_H

#define _IVL_OVL __attribute__((overloadable))
#define _IVL_FN

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __INTPTR_TYPE__ intptr_t;
typedef __UINTPTR_TYPE__ uintptr_t;
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;

#define _IVL_VECTORS(T)                                                    \
  typedef T T##2 __attribute__((ext_vector_type(2)));                      \
  typedef T T##3 __attribute__((ext_vector_type(3)));                      \
  typedef T T##4 __attribute__((ext_vector_type(4)));                      \
  typedef T T##8 __attribute__((ext_vector_type(8)));                      \
  typedef T T##16 __attribute__((ext_vector_type(16)));
_IVL_VECTORS(char)
_IVL_VECTORS(uchar)
_IVL_VECTORS(short)
_IVL_VECTORS(ushort)
_IVL_VECTORS(int)
_IVL_VECTORS(uint)
_IVL_VECTORS(long)
_IVL_VECTORS(ulong)
_IVL_VECTORS(float)
#ifdef cl_khr_fp64
_IVL_VECTORS(double)
#endif
#undef _IVL_VECTORS

/* Work-item functions. */
uint get_work_dim(void);
size_t get_global_size(uint dim);
size_t get_global_id(uint dim);
size_t get_local_size(uint dim);
size_t get_local_id(uint dim);
size_t get_num_groups(uint dim);
size_t get_group_id(uint dim);
size_t get_global_offset(uint dim);

/* Synchronisation. */
typedef uint cl_mem_fence_flags;
#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2
void barrier(cl_mem_fence_flags flags);
void work_group_barrier(cl_mem_fence_flags flags);
void mem_fence(cl_mem_fence_flags flags);
void read_mem_fence(cl_mem_fence_flags flags);
void write_mem_fence(cl_mem_fence_flags flags);

/* Atomics (OpenCL 1.1 names and the cl_khr atom_ names). */
#define _IVL_ATOMIC_SPACE(NAME, T, S) _IVL_OVL T NAME(volatile S T *p, T v);
#define _IVL_ATOMIC(NAME)                                                  \
  _IVL_ATOMIC_SPACE(NAME, int, __global)                                   \
  _IVL_ATOMIC_SPACE(NAME, uint, __global)                                  \
  _IVL_ATOMIC_SPACE(NAME, int, __local)                                    \
  _IVL_ATOMIC_SPACE(NAME, uint, __local)
#define _IVL_ATOMIC_BOTH(NAME) _IVL_ATOMIC(atomic_##NAME) _IVL_ATOMIC(atom_##NAME)
_IVL_ATOMIC_BOTH(add)
_IVL_ATOMIC_BOTH(sub)
_IVL_ATOMIC_BOTH(xchg)
_IVL_ATOMIC_BOTH(min)
_IVL_ATOMIC_BOTH(max)
_IVL_ATOMIC_BOTH(and)
_IVL_ATOMIC_BOTH(or)
_IVL_ATOMIC_BOTH(xor)
#define _IVL_ATOMIC1_SPACE(NAME, T, S) _IVL_OVL T NAME(volatile S T *p);
#define _IVL_ATOMIC1(NAME)                                                 \
  _IVL_ATOMIC1_SPACE(NAME, int, __global)                                  \
  _IVL_ATOMIC1_SPACE(NAME, uint, __global)                                 \
  _IVL_ATOMIC1_SPACE(NAME, int, __local)                                   \
  _IVL_ATOMIC1_SPACE(NAME, uint, __local)
_IVL_ATOMIC1(atomic_inc)
_IVL_ATOMIC1(atomic_dec)
_IVL_ATOMIC1(atom_inc)
_IVL_ATOMIC1(atom_dec)
#define _IVL_CMPXCHG(NAME, T, S) _IVL_OVL T NAME(volatile S T *p, T cmp, T v);
_IVL_CMPXCHG(atomic_cmpxchg, int, __global)
_IVL_CMPXCHG(atomic_cmpxchg, uint, __global)
_IVL_CMPXCHG(atomic_cmpxchg, int, __local)
_IVL_CMPXCHG(atomic_cmpxchg, uint, __local)
_IVL_CMPXCHG(atom_cmpxchg, int, __global)
_IVL_CMPXCHG(atom_cmpxchg, uint, __global)
_IVL_CMPXCHG(atom_cmpxchg, int, __local)
_IVL_CMPXCHG(atom_cmpxchg, uint, __local)
#undef _IVL_CMPXCHG
#undef _IVL_ATOMIC1
#undef _IVL_ATOMIC1_SPACE
#undef _IVL_ATOMIC_BOTH
#undef _IVL_ATOMIC
#undef _IVL_ATOMIC_SPACE

#define NAN (0.0f / 0.0f)
#define INFINITY (1.0f / 0.0f)
#define MAXFLOAT 0x1.fffffep127f

/* Declared so that kernels using them parse; ivl reports each as
 * unsupported where it is called. */
#define NULL ((void *)0)
int printf(__constant const char *restrict format, ...);
#define _IVL_ASYNC(T)                                                      \
  _IVL_OVL event_t async_work_group_copy(__local T *dst, const __global T *src, size_t n, event_t e); \
  _IVL_OVL event_t async_work_group_copy(__global T *dst, const __local T *src, size_t n, event_t e);
_IVL_ASYNC(char)
_IVL_ASYNC(uchar)
_IVL_ASYNC(short)
_IVL_ASYNC(ushort)
_IVL_ASYNC(int)
_IVL_ASYNC(uint)
_IVL_ASYNC(long)
_IVL_ASYNC(ulong)
_IVL_ASYNC(float)
_IVL_ASYNC(int2)
_IVL_ASYNC(int4)
_IVL_ASYNC(float2)
_IVL_ASYNC(float4)
#undef _IVL_ASYNC
void wait_group_events(int n, event_t *events);

/* Integer and math builtins (scalar forms). */
#define _IVL_INT2(NAME)                                                    \
  _IVL_OVL char NAME(char a, char b);                                      \
  _IVL_OVL uchar NAME(uchar a, uchar b);                                   \
  _IVL_OVL short NAME(short a, short b);                                   \
  _IVL_OVL ushort NAME(ushort a, ushort b);                                \
  _IVL_OVL int NAME(int a, int b);                                         \
  _IVL_OVL uint NAME(uint a, uint b);                                      \
  _IVL_OVL long NAME(long a, long b);                                      \
  _IVL_OVL ulong NAME(ulong a, ulong b);
_IVL_INT2(min)
_IVL_INT2(max)
_IVL_INT2(mul24)
_IVL_INT2(mul_hi)
_IVL_INT2(add_sat)
_IVL_INT2(sub_sat)
_IVL_INT2(hadd)
_IVL_INT2(rotate)
#undef _IVL_INT2
_IVL_OVL int mad24(int a, int b, int c);
_IVL_OVL uint mad24(uint a, uint b, uint c);
_IVL_OVL uchar abs(char a);
_IVL_OVL uchar abs(uchar a);
_IVL_OVL ushort abs(short a);
_IVL_OVL ushort abs(ushort a);
_IVL_OVL uint abs(int a);
_IVL_OVL uint abs(uint a);
_IVL_OVL ulong abs(long a);
_IVL_OVL ulong abs(ulong a);
_IVL_OVL int clamp(int x, int lo, int hi);
_IVL_OVL uint clamp(uint x, uint lo, uint hi);
_IVL_OVL float clamp(float x, float lo, float hi);
#define _IVL_F1(NAME) _IVL_OVL float NAME(float x);
#define _IVL_F2(NAME) _IVL_OVL float NAME(float x, float y);
_IVL_F1(sqrt)
_IVL_F1(rsqrt)
_IVL_F1(fabs)
_IVL_F1(exp)
_IVL_F1(log)
_IVL_F1(sin)
_IVL_F1(cos)
_IVL_F1(floor)
_IVL_F1(ceil)
_IVL_F1(native_sqrt)
_IVL_F1(native_exp)
_IVL_F1(native_log)
_IVL_F2(pow)
_IVL_F1(tan)
_IVL_F1(asin)
_IVL_F1(acos)
_IVL_F1(atan)
_IVL_F1(tanh)
_IVL_F1(exp2)
_IVL_F1(exp10)
_IVL_F1(log2)
_IVL_F1(log10)
_IVL_F1(trunc)
_IVL_F1(round)
_IVL_F1(native_recip)
_IVL_F1(native_rsqrt)
_IVL_F2(atan2)
_IVL_F2(fmod)
_IVL_F2(native_powr)
_IVL_F2(native_divide)
_IVL_F2(half_powr)
_IVL_F2(powr)
_IVL_F2(fmin)
_IVL_F2(fmax)
_IVL_OVL float min(float a, float b);
_IVL_OVL float max(float a, float b);
_IVL_OVL float mad(float a, float b, float c);
_IVL_OVL float pown(float x, int n);
_IVL_OVL int select(int a, int b, int c);
_IVL_OVL uint select(uint a, uint b, uint c);
_IVL_OVL float select(float a, float b, int c);
_IVL_OVL float fma(float a, float b, float c);
#undef _IVL_F1
#undef _IVL_F2

/* The annotation API. */
#include "ivl_annotations.h"

#define _IVL_PTR(T, NAME)                                                  \
  _IVL_OVL T NAME(const volatile __global void *p);                        \
  _IVL_OVL T NAME(const volatile __local void *p);                         \
  _IVL_OVL T NAME(const volatile __constant void *p);                      \
  _IVL_OVL T NAME(const volatile __private void *p);
_IVL_PTR(bool, __read)
_IVL_PTR(bool, __write)
_IVL_PTR(size_t, __read_offset_bytes)
_IVL_PTR(size_t, __write_offset_bytes)
_IVL_PTR(int, __ptr_base)
_IVL_PTR(size_t, __ptr_offset_bytes)
_IVL_PTR(int, __other_ptr_base)
_IVL_PTR(void, __reads_from)
_IVL_PTR(void, __writes_to)
_IVL_PTR(void, __requires_fresh_array)
#undef _IVL_PTR
#define __read_local(p) __read(p)
#define __read_global(p) __read(p)
#define __write_local(p) __write(p)
#define __write_global(p) __write(p)
_IVL_OVL void __array_snapshot(__local void *dst, __local void *src);
_IVL_OVL void __array_snapshot(__global void *dst, __global void *src);
_IVL_OVL bool __atomic_has_taken_value(__local unsigned *array, size_t offset,
                                       unsigned value);
_IVL_OVL bool __atomic_has_taken_value(__global unsigned *array, size_t offset,
                                       unsigned value);

#endif
