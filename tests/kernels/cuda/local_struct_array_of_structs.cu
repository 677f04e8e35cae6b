//pass
//--blockDim=64 --gridDim=2

// A struct held in locals whose field is an array of structs (interval's
// `local_stack<interval_gpu<T>, N>`): an element chosen at run time is
// read and written whole or field by field.

struct Range {
  int lo, hi;
};

template <int N> struct Stack {
  Range buf[N];
  int top;
  __device__ Stack() : top(-1) {}
  __device__ void push(const Range &r) { buf[++top] = r; }
  __device__ Range pop() { return buf[top--]; }
};

__global__ void local_struct_array_of_structs(int *out, const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Stack<4> s;
  s.push(Range{in[i], 2});
  s.push(Range{3, 4});
  s.buf[s.top].hi = in[i] + 1;
  Range a = s.pop();
  Range b = s.pop();
  __assert(a.lo == 3 && a.hi == in[i] + 1);
  __assert(b.lo == in[i] && b.hi == 2 && s.top == -1);
  out[i] = a.lo + b.hi;
}
