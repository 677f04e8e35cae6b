/* ivl's OpenCL header: GPUVerify's annotation API. The OpenCL C builtins
 * themselves are Clang's, declared lazily as a kernel uses them
 * (-fdeclare-opencl-builtins; the types and macros come from Clang's
 * opencl-c-base.h). Thread-configuration flags arrive as macros
 * (__LOCAL_SIZE_0 ...), turned into facts by the front end. */
#ifndef IVL_OPENCL_H
#define IVL_OPENCL_H

#define _IVL_OVL __attribute__((overloadable))
#define _IVL_FN

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
/* A vector result in a postcondition: __return_val_int4().x. */
#define _IVL_RETURN_VAL(T)                                                 \
  T##2 __return_val_##T##2(void);                                          \
  T##3 __return_val_##T##3(void);                                          \
  T##4 __return_val_##T##4(void);                                          \
  T##8 __return_val_##T##8(void);                                          \
  T##16 __return_val_##T##16(void);
_IVL_RETURN_VAL(char)
_IVL_RETURN_VAL(uchar)
_IVL_RETURN_VAL(short)
_IVL_RETURN_VAL(ushort)
_IVL_RETURN_VAL(int)
_IVL_RETURN_VAL(uint)
_IVL_RETURN_VAL(long)
_IVL_RETURN_VAL(ulong)
_IVL_RETURN_VAL(float)
#undef _IVL_RETURN_VAL
_IVL_OVL void __array_snapshot(__local void *dst, __local void *src);
_IVL_OVL void __array_snapshot(__global void *dst, __global void *src);
_IVL_OVL bool __atomic_has_taken_value(__local unsigned *array, size_t offset,
                                       unsigned value);
_IVL_OVL bool __atomic_has_taken_value(__global unsigned *array, size_t offset,
                                       unsigned value);

#endif
