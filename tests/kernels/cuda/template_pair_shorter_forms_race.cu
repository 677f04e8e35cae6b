//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out

// Two specializations of one struct template that share their first
// argument (Pair<int, int>, Pair<int, bool>): written without its last
// argument, `Pair<int>` would name either, so it names neither, and each
// specialization keeps its own fields: two threads write each
// element of out here.

template <typename K, typename V> struct Pair {
  K k;
  V v;
  __device__ Pair() {}
  __device__ Pair(K key, V value) : k(key), v(value) {}
  __device__ bool operator<(const Pair<K, V> &rhs) const { return k < rhs.k; }
};

template <typename T> struct LessThan {
  __device__ static bool compare(const T &a, const T &b) { return a < b; }
};

template <typename T, typename Cmp> __device__ T smaller(const T &a, const T &b) {
  return Cmp::compare(a, b) ? a : b;
}

__global__ void pairs(int *out, bool *flags) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Pair<int, int> a(i, 2 * i);
  Pair<int, bool> b(i, true);
  a = smaller<Pair<int, int>, LessThan<Pair<int, int> > >(a, a);
  b = smaller<Pair<int, bool>, LessThan<Pair<int, bool> > >(b, b);
  out[a.k / 2] = a.v; // error: possible write-write race on out
  flags[b.k] = b.v;
}
