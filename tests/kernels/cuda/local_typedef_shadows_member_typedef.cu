//pass
//--blockDim=64 --gridDim=4

// A kernel's own `using elem = typename K::elem;` names the element type
// of this instance, although `elem` is also the member typedef of every
// Traits, a different type in each (HeCBench's hadamard). A function that
// is no struct's method has no member typedef in its scope.

template <typename T> struct Traits {
  using elem = T;
};

template <typename K> __global__ void scale(void *data) {
  using elem = typename K::elem;
  elem *x = reinterpret_cast<elem *>(data) + blockIdx.x * blockDim.x;
  x[threadIdx.x] = x[threadIdx.x] * 2;
}

template __global__ void scale<Traits<float>>(void *);
template __global__ void scale<Traits<short>>(void *);
