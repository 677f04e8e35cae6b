//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// The second pop returns the first push, whose hi is 2, not 4 (line 26):
// elements chosen at run time keep their own fields.

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

__global__ void local_struct_array_of_structs_wrong(int *out, const int *in) {
  int i = threadIdx.x;
  Stack<2> s;
  s.push(Range{in[i], 2});
  s.push(Range{3, 4});
  Range a = s.pop();
  Range b = s.pop();
  __assert(b.hi == 4); // error: this assertion could not be proved
  out[i] = a.lo + b.hi;
}
