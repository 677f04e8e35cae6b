//pass
//--blockDim=64 --gridDim=4

// A struct holding a reference member bound by its constructor to a local
// (`R(x)` with `int &r`), and methods taking a reference to a local
// (`A(3).inc(x)`): writes through either reach the local.

struct R {
  int &r;
  __device__ R(int &x) : r(x) {}
  __device__ void set(int v) { r = v; }
};

struct A {
  int k;
  int twice;
  __device__ A(int k) : k(k), twice(2 * k) {}
  __device__ void inc(int &v) { v += twice; }
};

__global__ void refs(int *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = d[i];
  A(3).inc(x);
  A a(4);
  a.inc(x);
  __assert(x == d[i] + 14);
  R(x).set(5);
  __assert(x == 5);
  d[i] = x;
}
