//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//method_const_synchronises_in_memory_unsupported.cu:18:11: error: unsupported: the method .get. on a struct in memory, which synchronises .its fields are read as it starts.

// A const method on a struct in memory gets the object's fields as it
// starts: get reads x[t] after its own barrier, where thread t - 1 has
// written it since (a race), so the call is refused (it was verified).

struct S {
  int x[4];
  __device__ int get(int t) const { __syncthreads(); return x[t]; }
};
__shared__ S s;

__global__ void method_const_synchronises_in_memory_unsupported(int *out) {
  int t = threadIdx.x;
  s.x[t] = t;
  int v = s.get(t);
  s.x[(t + 1) % 4] = v + 1;
  out[t] = v;
}
