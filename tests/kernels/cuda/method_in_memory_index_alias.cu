//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=2
//method_in_memory_index_alias.cu:20:3: error: unsupported: the method .m. on a struct in memory, which reaches that memory other than through its object

// Found by red-teaming: the method reads its own object through `all`
// inside the index of a write (out[all[i].x]), where its field has just
// changed. The fields go in and out by value, so the read saw the stale
// field and a race on out went unreported. Reading the object's array
// anywhere, an index on the left included, refuses the call.

struct S {
  int x;
  __device__ void m(S *all, int *out, int i) { x = i + 1; out[all[i].x] = i; }
};

__global__ void method_in_memory_index_alias(S *cs, int *out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  cs[i].x = i;
  out[i] = 1000 + i;
  cs[i].m(cs, out, i);
}
