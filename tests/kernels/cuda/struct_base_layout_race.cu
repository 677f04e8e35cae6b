//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on

// A struct that only derives from one base is laid out as its base: field
// `x` of the base is the first int of the derived struct's bytes, which
// thread 1 writes through an int pointer while thread 0 writes `x`.

struct Base { int x; int y; };
struct Derived : Base {};

__global__ void views(int *out) {
  __shared__ Derived d;
  int *words = reinterpret_cast<int *>(&d);
  if (threadIdx.x == 0)
    d.x = 1;
  if (threadIdx.x == 1)
    words[0] = 2; // error: possible write-write race on
  __syncthreads();
  out[threadIdx.x] = d.y;
}
