//pass
//--blockDim=64 --gridDim=1

// Lambdas: structs of the variables they capture by copy (numbers and
// pointers), called directly, passed to a device function template, and
// a host lambda passed to a kernel template.

template <typename F> __device__ int twice(F f, int x) { return f(f(x)); }

template <typename F> __global__ void apply(int *out, F f) {
  out[threadIdx.x] = f(threadIdx.x);
}

__global__ void local_lambda(int *out, int k) {
  auto add = [k](int x) { return x + k; };
  auto sq = [](int x) { return x * x; };
  __assert(add(1) == 1 + k);
  __assert(twice(add, 0) == 2 * k);
  __assert(sq(3) == 9);
  auto put = [out](int i, int v) { out[i] = v; };
  put(threadIdx.x, sq(threadIdx.x));
}

void host(int *d) {
  auto g = [] __device__(int x) { return x * 2; };
  apply<<<1, 64>>>(d, g);
}
