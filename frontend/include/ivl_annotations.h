/* ivl's annotation API: GPUVerify's names, so annotated kernels run
 * unchanged. Included by cuda.h and opencl.h, which define _IVL_FN (the
 * function qualifier), _IVL_OVL (overloading) and the pointer overloads.
 * Every function here is a marker for the front end, which translates its
 * calls (spec/frontend.md); none has a body. */
#ifndef IVL_ANNOTATIONS_H
#define IVL_ANNOTATIONS_H

/* An axiom, written at file scope (`__axiom(blockDim.x == 64);`): a fact
 * every thread of every kernel assumes, as GPUVerify's `__axiom` gives
 * one. It defines a function the front end reads the fact from. */
#define __ivl_axiom_join(x, y) x##y
#define __ivl_axiom_name(x, y) __ivl_axiom_join(x, y)
#define __axiom(expr)                                                        \
  _IVL_FN bool __ivl_axiom_name(__ivl_axiom_, __COUNTER__)(void) { return (expr); }

/* Contracts, written as the first statements of a function body. */
_IVL_FN void __requires(bool expr);
_IVL_FN void __global_requires(bool expr);
_IVL_FN void __ensures(bool expr);
_IVL_FN void __global_ensures(bool expr);

/* Loop invariants, written in the loop condition before the test:
 * for (i = 0; __invariant(i <= n), i < n; i++). */
_IVL_FN void __invariant(bool expr);
_IVL_FN void __global_invariant(bool expr);
_IVL_FN void __candidate_invariant(bool expr);
_IVL_FN void __candidate_global_invariant(bool expr);
_IVL_FN void __function_wide_invariant(bool expr);
_IVL_FN void __function_wide_candidate_invariant(bool expr);

/* Assertions and assumptions. */
_IVL_FN void __assert(bool expr);
_IVL_FN void __global_assert(bool expr);
_IVL_FN void __candidate_assert(bool expr);
_IVL_FN void __candidate_global_assert(bool expr);
_IVL_FN void __assume(bool expr);
#define __unsafe_assert(X) __assert(X)
#define __unsafe_global_assert(X) __global_assert(X)
#define __unsafe_candidate_assert(X) __candidate_assert(X)
#define __unsafe_candidate_global_assert(X) __candidate_global_assert(X)

/* Values in postconditions. */
_IVL_FN int __return_val_int(void);
_IVL_FN bool __return_val_bool(void);
_IVL_FN void *__return_val_ptr(void);
_IVL_FN _IVL_OVL int __old_int(int x);
_IVL_FN _IVL_OVL unsigned int __old_int(unsigned int x);
_IVL_FN bool __old_bool(bool x);

/* The thread and the pair. */
_IVL_FN bool __enabled(void);
_IVL_FN bool __dominator_enabled(void);
_IVL_FN bool __ivl_same_group(void);
#define __same_group __ivl_same_group()
_IVL_FN bool __implies(bool a, bool b);

#define _IVL_OTHER(T) _IVL_FN _IVL_OVL T __other_int(T x);
_IVL_OTHER(char)
_IVL_OTHER(signed char)
_IVL_OTHER(unsigned char)
_IVL_OTHER(short)
_IVL_OTHER(unsigned short)
_IVL_OTHER(int)
_IVL_OTHER(unsigned int)
_IVL_OTHER(long)
_IVL_OTHER(unsigned long)
_IVL_OTHER(long long)
_IVL_OTHER(unsigned long long)
#undef _IVL_OTHER
_IVL_FN bool __other_bool(bool x);

#define __uniform_int(X) ((X) == __other_int(X))
#define __uniform_bool(X) ((X) == __other_bool(X))
#define __uniform_ptr_base(X) ((X) == __other_ptr_base(X))
#define __distinct_int(X) ((X) != __other_int(X))
#define __distinct_bool(X) ((X) != __other_bool(X))
#define __distinct_ptr_base(X) ((X) != __other_ptr_base(X))
#define __all(X) ((X) & __other_bool(X))
#define __exclusive(X) (!(__all(X)))

/* Memory access predicates (thread 1's logs since the last barrier). */
#define __no_read(p) (!__read(p))
#define __no_write(p) (!__write(p))
#define __read_implies(p, e) __implies(__read(p), e)
#define __write_implies(p, e) __implies(__write(p), e)

/* GPUVerify's permission to read an element in a barrier invariant
 * (`__read_permission(int, A[i])`): a read of it, logged like any other. */
_IVL_FN void __ivl_read_permission(long x);
#define __read_permission(T, X) __ivl_read_permission((long)(T)(X))

/* Helpers. */
#define __is_pow2(x) ((((x) & ((x) - 1)) == 0))
#define __mod_pow2(x, y) (((y) - 1) & (x))

#define _IVL_ARITH(T, N)                                                   \
  _IVL_FN T __add_noovfl_##N(T x, T y);                                    \
  _IVL_FN unsigned T __add_noovfl_unsigned_##N(unsigned T x, unsigned T y); \
  _IVL_FN _IVL_OVL T __ite(bool b, T x, T y);                              \
  _IVL_FN _IVL_OVL unsigned T __ite(bool b, unsigned T x, unsigned T y);   \
  _IVL_FN T __ite_##N(bool b, T x, T y);                                   \
  _IVL_FN unsigned T __ite_unsigned_##N(bool b, unsigned T x, unsigned T y); \
  _IVL_FN _IVL_OVL T __add(T x, T y);                                      \
  _IVL_FN _IVL_OVL unsigned T __add(unsigned T x, unsigned T y);           \
  _IVL_FN T __add_##N(T x, T y);                                           \
  _IVL_FN unsigned T __add_unsigned_##N(unsigned T x, unsigned T y);
_IVL_ARITH(char, char)
_IVL_ARITH(short, short)
_IVL_ARITH(int, int)
_IVL_ARITH(long, long)
#undef _IVL_ARITH

/* Uninterpreted functions: a C function that stands for an IVL function
 * without a definition. */
#define DECLARE_UF_BINARY(NAME, A1, A2, R)                                  \
  _IVL_FN R __attribute__((const)) NAME(A1, A2)
#define DECLARE_UF_UNARY(NAME, A1, R) _IVL_FN R __attribute__((const)) NAME(A1)

_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char, unsigned char);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short, unsigned short);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);
_IVL_FN _IVL_OVL bool __add_noovfl(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long, unsigned long);

/* Barrier invariants: __barrier_invariant_N(e, i0, ..., iN-1) and
 * __barrier_invariant_binary_N(e, a0, b0, ..., aN-1, bN-1), before a barrier. */
_IVL_FN void __barrier_invariant_0(bool);
_IVL_FN void __barrier_invariant_1(bool, unsigned int);
_IVL_FN void __barrier_invariant_2(bool, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_3(bool, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_4(bool, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_5(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_6(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_7(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_8(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_9(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_10(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_11(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_12(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_13(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_14(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_15(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_16(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_17(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_18(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_19(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_20(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_0(bool);
_IVL_FN void __barrier_invariant_binary_1(bool, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_2(bool, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_3(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_4(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_5(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_6(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_7(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_8(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_9(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_10(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_11(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_12(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_13(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_14(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_15(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_16(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_17(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_18(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_19(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);
_IVL_FN void __barrier_invariant_binary_20(bool, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);

#endif
