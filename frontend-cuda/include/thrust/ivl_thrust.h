/* ivl's Thrust, for whole programs whose host code uses Thrust around
 * their kernels. ivl checks kernels and the device code they call; host
 * code is never translated. So the containers, algorithms, iterators and
 * execution policies here are host declarations only (`__host__`): a
 * kernel or device function that calls one is a Clang error, never an
 * unchecked call. What device code may use is modelled:
 * - complex<T>: a struct of its real and imaginary parts, with its
 *   arithmetic, abs, arg, conj, exp, norm and polar written in C over the
 *   math API (each as uninterpreted as the float functions it uses);
 * - pair, tuple, get, tie, make_pair, make_tuple: the C++ library's (its
 *   constexpr functions are device functions too);
 * - the function objects (plus<T>, maximum<T> ...): operator() in C;
 * - default_random_engine (minstd_rand): its state and draws in C. */
#ifndef IVL_THRUST_H
#define IVL_THRUST_H

#include <tuple>
#include <utility>

namespace thrust {

using std::get;
using std::make_pair;
using std::make_tuple;
using std::pair;
using std::tie;
using std::tuple;
using std::tuple_element;
using std::tuple_size;

/* What an algorithm returns: converts to whatever the host code wants. */
namespace detail {
struct any_result {
  template <class T> __host__ operator T() const;
};
} // namespace detail

/* Execution policies. */
struct execution_policy {
  template <class... A> __host__ execution_policy on(A &&...) const;
};
extern const execution_policy device, host, seq, par;
namespace cuda {
extern const execution_policy par, par_nosync;
}
namespace system {
namespace cuda {
extern const execution_policy par;
}
} // namespace system

/* Pointers and containers. */
template <class T> class device_ptr {
  T *_ivl_p;

public:
  typedef T value_type;
  __host__ device_ptr();
  __host__ explicit device_ptr(T *p);
  template <class U> __host__ device_ptr(const device_ptr<U> &p);
  __host__ __device__ T *get() const { return _ivl_p; }
  __host__ __device__ T &operator*() const { return *_ivl_p; }
  __host__ __device__ T &operator[](long i) const { return _ivl_p[i]; }
  __host__ device_ptr operator+(long n) const;
  __host__ device_ptr operator-(long n) const;
  __host__ long operator-(device_ptr p) const;
  __host__ device_ptr &operator++();
  __host__ bool operator==(device_ptr p) const;
  __host__ bool operator!=(device_ptr p) const;
};
template <class T> __host__ device_ptr<T> device_pointer_cast(T *p);
template <class T> __host__ device_ptr<T> device_pointer_cast(device_ptr<T> p);
template <class T> __host__ T *raw_pointer_cast(device_ptr<T> p);
template <class T> __host__ T *raw_pointer_cast(T *p);
template <class T> __host__ device_ptr<T> device_malloc(unsigned long n);
template <class T> __host__ void device_free(device_ptr<T> p);

#define _IVL_VECTOR(V, ITERATOR)                                             \
  template <class T, class Alloc = void> class V {                           \
  public:                                                                    \
    typedef T value_type;                                                    \
    typedef ITERATOR iterator;                                               \
    typedef ITERATOR const_iterator;                                         \
    typedef unsigned long size_type;                                         \
    __host__ V();                                                            \
    __host__ explicit V(size_type n);                                        \
    __host__ V(size_type n, const T &value);                                 \
    template <class It> __host__ V(It first, It last);                       \
    template <class W> __host__ V(const W &other);                           \
    template <class W> __host__ V &operator=(const W &other);                \
    __host__ size_type size() const;                                         \
    __host__ bool empty() const;                                             \
    __host__ void resize(size_type n);                                       \
    __host__ void resize(size_type n, const T &value);                       \
    __host__ void reserve(size_type n);                                      \
    __host__ void clear();                                                   \
    __host__ void push_back(const T &value);                                 \
    __host__ void shrink_to_fit();                                           \
    template <class... A> __host__ void assign(A &&...);                     \
    __host__ iterator begin() const;                                         \
    __host__ iterator end() const;                                           \
    __host__ ITERATOR data() const;                                          \
    __host__ T &operator[](size_type i) const;                               \
    __host__ T &front() const;                                               \
    __host__ T &back() const;                                                \
  };
_IVL_VECTOR(device_vector, device_ptr<T>)
_IVL_VECTOR(host_vector, T *)
#undef _IVL_VECTOR

/* Algorithms. */
#define _IVL_ALGORITHM(F) template <class... A> __host__ detail::any_result F(A &&...);
_IVL_ALGORITHM(sort) _IVL_ALGORITHM(stable_sort) _IVL_ALGORITHM(sort_by_key)
_IVL_ALGORITHM(stable_sort_by_key) _IVL_ALGORITHM(is_sorted)
_IVL_ALGORITHM(reduce_by_key) _IVL_ALGORITHM(transform) _IVL_ALGORITHM(transform_if)
_IVL_ALGORITHM(inclusive_scan) _IVL_ALGORITHM(exclusive_scan)
_IVL_ALGORITHM(inclusive_scan_by_key) _IVL_ALGORITHM(exclusive_scan_by_key)
_IVL_ALGORITHM(transform_inclusive_scan) _IVL_ALGORITHM(transform_exclusive_scan)
_IVL_ALGORITHM(sequence) _IVL_ALGORITHM(fill) _IVL_ALGORITHM(fill_n)
_IVL_ALGORITHM(uninitialized_fill) _IVL_ALGORITHM(generate) _IVL_ALGORITHM(tabulate)
_IVL_ALGORITHM(copy) _IVL_ALGORITHM(copy_n) _IVL_ALGORITHM(copy_if)
_IVL_ALGORITHM(count) _IVL_ALGORITHM(count_if)
_IVL_ALGORITHM(unique) _IVL_ALGORITHM(unique_by_key) _IVL_ALGORITHM(unique_copy)
_IVL_ALGORITHM(remove) _IVL_ALGORITHM(remove_if) _IVL_ALGORITHM(remove_copy_if)
_IVL_ALGORITHM(replace) _IVL_ALGORITHM(replace_if)
_IVL_ALGORITHM(max_element) _IVL_ALGORITHM(min_element) _IVL_ALGORITHM(minmax_element)
_IVL_ALGORITHM(for_each) _IVL_ALGORITHM(for_each_n)
_IVL_ALGORITHM(gather) _IVL_ALGORITHM(scatter)
_IVL_ALGORITHM(lower_bound) _IVL_ALGORITHM(upper_bound) _IVL_ALGORITHM(binary_search)
_IVL_ALGORITHM(find) _IVL_ALGORITHM(find_if) _IVL_ALGORITHM(equal)
_IVL_ALGORITHM(partition) _IVL_ALGORITHM(stable_partition)
_IVL_ALGORITHM(shuffle) _IVL_ALGORITHM(distance) _IVL_ALGORITHM(adjacent_difference)
#undef _IVL_ALGORITHM
/* The reductions return their initial value's type. */
template <class I> __host__ detail::any_result reduce(I first, I last);
template <class I>
__host__ detail::any_result reduce(const execution_policy &policy, I first, I last);
template <class I, class T, class... B> __host__ T reduce(I first, I last, T init, B &&...);
template <class P, class I, class T, class... B>
__host__ T reduce(const P &policy, I first, I last, T init, B &&...);
template <class I, class U, class T, class B>
__host__ T transform_reduce(I first, I last, U unary, T init, B binary);
template <class P, class I, class U, class T, class B>
__host__ T transform_reduce(const P &policy, I first, I last, U unary, T init, B binary);
template <class I, class J, class T, class... B>
__host__ T inner_product(I first, I last, J first2, T init, B &&...);
template <class P, class I, class J, class T, class... B>
__host__ T inner_product(const P &policy, I first, I last, J first2, T init, B &&...);

/* Iterators: host values only. */
#define _IVL_ITERATOR(I, MAKE)                                               \
  template <class... T> class I {                                            \
  public:                                                                    \
    template <class... A> __host__ I(A &&...);                               \
    __host__ I operator+(long n) const;                                      \
    __host__ long operator-(const I &other) const;                           \
    __host__ detail::any_result operator*() const;                           \
    __host__ detail::any_result operator[](long i) const;                    \
  };                                                                         \
  template <class... A> __host__ I<A...> MAKE(A &&...);
_IVL_ITERATOR(zip_iterator, make_zip_iterator)
_IVL_ITERATOR(counting_iterator, make_counting_iterator)
_IVL_ITERATOR(constant_iterator, make_constant_iterator)
_IVL_ITERATOR(transform_iterator, make_transform_iterator)
_IVL_ITERATOR(permutation_iterator, make_permutation_iterator)
_IVL_ITERATOR(discard_iterator, make_discard_iterator)
#undef _IVL_ITERATOR

/* Random numbers. The engine is Thrust's minstd_rand, computed as Thrust
 * does on host and device (x := 48271 x mod 2^31 - 1, a seed of 0 mod
 * 2^31 - 1 giving 1; seeds and draws are 32-bit); skipping n draws is an
 * uninterpreted function of the state and n (Thrust jumps ahead). The
 * distributions are host code. */
__device__ __attribute__((const)) unsigned long long _ivl_minstd_discard(unsigned long long x,
                                                                         unsigned long long n);
class default_random_engine {
  unsigned int x_;

public:
  /* Thrust's linear_congruential_engine<uint32_t, 48271, 0, 2147483647>:
   * seeds and draws are 32-bit, the product is taken in 64 bits. */
  typedef unsigned int result_type;
  __host__ __device__ default_random_engine(result_type seed = 1)
      : x_(seed % 2147483647u == 0 ? 1u : seed % 2147483647u) {}
  __host__ __device__ result_type operator()() {
    x_ = (result_type)((unsigned long long)x_ * 48271ULL % 2147483647ULL);
    return x_;
  }
  __device__ void discard(unsigned long long n) {
    x_ = (result_type)_ivl_minstd_discard(x_, n);
  }
};
typedef default_random_engine minstd_rand;
template <class T> class uniform_int_distribution {
public:
  __host__ uniform_int_distribution(T a, T b);
  template <class E> __host__ T operator()(E &e);
};
template <class T> class uniform_real_distribution {
public:
  __host__ uniform_real_distribution(T a, T b);
  template <class E> __host__ T operator()(E &e);
};

/* Function objects. */
#define _IVL_BINARY(F, EXPR)                                                 \
  template <class T> struct F {                                       \
    __host__ __device__ T operator()(const T &a, const T &b) const { return EXPR; } \
  };
_IVL_BINARY(plus, a + b) _IVL_BINARY(minus, a - b) _IVL_BINARY(multiplies, a * b)
_IVL_BINARY(divides, a / b) _IVL_BINARY(modulus, a % b)
_IVL_BINARY(maximum, a < b ? b : a) _IVL_BINARY(minimum, b < a ? b : a)
_IVL_BINARY(bit_and, a & b) _IVL_BINARY(bit_or, a | b) _IVL_BINARY(bit_xor, a ^ b)
#undef _IVL_BINARY
#define _IVL_PREDICATE(F, EXPR)                                              \
  template <class T> struct F {                                       \
    __host__ __device__ bool operator()(const T &a, const T &b) const { return EXPR; } \
  };
_IVL_PREDICATE(less, a < b) _IVL_PREDICATE(greater, b < a)
_IVL_PREDICATE(less_equal, !(b < a)) _IVL_PREDICATE(greater_equal, !(a < b))
_IVL_PREDICATE(equal_to, a == b) _IVL_PREDICATE(not_equal_to, !(a == b))
_IVL_PREDICATE(logical_and, a && b) _IVL_PREDICATE(logical_or, a || b)
#undef _IVL_PREDICATE
template <class T> struct identity {
  __host__ __device__ T operator()(const T &a) const { return a; }
};
template <class T> struct negate {
  __host__ __device__ T operator()(const T &a) const { return -a; }
};
template <class A, class B, class R> struct binary_function {
  typedef A first_argument_type;
  typedef B second_argument_type;
  typedef R result_type;
};
template <class A, class R> struct unary_function {
  typedef A argument_type;
  typedef R result_type;
};

/* Complex numbers: the real part x and the imaginary part y (a struct of
 * its own name, so that it is not <complex>'s std::complex to ivl, which
 * knows structs by their last name). */
template <class T> struct thrust_complex {
  T x, y;
  __host__ __device__ thrust_complex(T re = T(), T im = T()) : x(re), y(im) {}
  __host__ __device__ T real() const { return x; }
  __host__ __device__ T imag() const { return y; }
};
template <class T> __host__ __device__ thrust_complex<T> operator+(thrust_complex<T> a, thrust_complex<T> b) {
  return thrust_complex<T>(a.x + b.x, a.y + b.y);
}
template <class T> __host__ __device__ thrust_complex<T> operator-(thrust_complex<T> a, thrust_complex<T> b) {
  return thrust_complex<T>(a.x - b.x, a.y - b.y);
}
template <class T> __host__ __device__ thrust_complex<T> operator*(thrust_complex<T> a, thrust_complex<T> b) {
  return thrust_complex<T>(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
template <class T> __host__ __device__ thrust_complex<T> operator*(thrust_complex<T> a, T s) {
  return thrust_complex<T>(a.x * s, a.y * s);
}
template <class T> __host__ __device__ thrust_complex<T> operator*(T s, thrust_complex<T> a) {
  return thrust_complex<T>(s * a.x, s * a.y);
}
template <class T> __host__ __device__ thrust_complex<T> operator/(thrust_complex<T> a, thrust_complex<T> b) {
  T d = b.x * b.x + b.y * b.y;
  return thrust_complex<T>((a.x * b.x + a.y * b.y) / d, (a.y * b.x - a.x * b.y) / d);
}
template <class T> __host__ __device__ thrust_complex<T> operator/(thrust_complex<T> a, T s) {
  return thrust_complex<T>(a.x / s, a.y / s);
}
/* Compound assignments, of no value (Thrust's return the left operand:
 * ivl does not translate functions returning references to structs). */
#define _IVL_COMPOUND(OP, EXPR)                                              \
  template <class T>                                                         \
  __host__ __device__ void operator OP(thrust_complex<T> &a, thrust_complex<T> b) { \
    a = EXPR;                                                                \
  }
_IVL_COMPOUND(+=, a + b) _IVL_COMPOUND(-=, a - b) _IVL_COMPOUND(*=, a * b)
_IVL_COMPOUND(/=, a / b)
#undef _IVL_COMPOUND
template <class T> __host__ __device__ thrust_complex<T> operator-(thrust_complex<T> a) {
  return thrust_complex<T>(-a.x, -a.y);
}
template <class T> __host__ __device__ bool operator==(thrust_complex<T> a, thrust_complex<T> b) {
  return a.x == b.x && a.y == b.y;
}
template <class T> __host__ __device__ bool operator!=(thrust_complex<T> a, thrust_complex<T> b) {
  return !(a == b);
}
template <class T> __host__ __device__ T real(thrust_complex<T> a) { return a.x; }
template <class T> __host__ __device__ T imag(thrust_complex<T> a) { return a.y; }
template <class T> __host__ __device__ thrust_complex<T> conj(thrust_complex<T> a) {
  return thrust_complex<T>(a.x, -a.y);
}
template <class T> __host__ __device__ T norm(thrust_complex<T> a) { return a.x * a.x + a.y * a.y; }
template <class T> __host__ __device__ T abs(thrust_complex<T> a) { return ::hypot(a.x, a.y); }
template <class T> __host__ __device__ T arg(thrust_complex<T> a) { return ::atan2(a.y, a.x); }
template <class T> __host__ __device__ thrust_complex<T> exp(thrust_complex<T> a) {
  return thrust_complex<T>(::exp(a.x) * ::cos(a.y), ::exp(a.x) * ::sin(a.y));
}
template <class T> __host__ __device__ thrust_complex<T> polar(T r, T theta = T()) {
  return thrust_complex<T>(r * ::cos(theta), r * ::sin(theta));
}
template <class T> using complex = thrust_complex<T>;

} // namespace thrust

#endif
