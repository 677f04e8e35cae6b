//pass
//--blockDim=64 --gridDim=1

// A struct passed by value whose address is taken gets memory of its own:
// low_word reads the first four bytes of its int2 (the x field), and
// &w.in, a struct inside a struct, is read through an int pointer.

struct Inner { int a; int b; };
struct Wrap { int tag; Inner in; };

__device__ unsigned low_word(int2 v) { return *reinterpret_cast<const unsigned *>(&v); }

__global__ void struct_param_address(unsigned *out, int2 p) {
  __assert(low_word(make_int2(5, 7)) == 5);
  Wrap w;
  w.tag = 1;
  w.in.a = 2;
  w.in.b = 3;
  const int *q = (const int *)&w.in;
  __assert(q[0] == 2 && q[1] == 3);
  out[threadIdx.x] = low_word(p);
}
