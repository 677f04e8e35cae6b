//pass
//--blockDim=64 --gridDim=1

// Constructors taking pointers, structs and const references (bound for
// their member initialisers, passed to their bodies), and methods taking
// pointers: each thread reads its own slice and writes its own element.

struct P {
  int a, b;
};

struct Sum {
  int s;
  __device__ Sum(const int *v, int n) : s(0) {
    for (int i = 0; i < n; i++)
      s += v[i];
  }
};

struct Q {
  int x, y;
  __device__ Q(P p, const P &r) : x(p.a + r.b), y(p.b) {}
};

struct First {
  int first;
  __device__ First(const int *v) : first(v[0]) {}
};

struct Acc {
  int total;
  __device__ void add_from(const int *v, int n) {
    for (int i = 0; i < n; i++)
      total += v[i];
  }
  __device__ void store(int *dst) const { dst[0] = total; }
};

__global__ void kern(int *out, int *sums, const int *in) {
  Sum s(in + threadIdx.x * 4, 4);
  P p = {1, 2};
  Q q(p, p);
  __assert(q.x == 3 && q.y == 2);
  First f(in + 1);
  out[threadIdx.x] = s.s + q.x + f.first;

  Acc a = {0};
  a.add_from(in + threadIdx.x * 2, 2);
  a.store(sums + threadIdx.x);
}
