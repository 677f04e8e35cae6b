//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=2
//method_in_memory_alias.cu:17:3: error: unsupported: the method .take. on a struct in memory, which reaches that memory other than through its object

// The method's fields go in and come back by value: writing the object
// again through a reference (the object itself) was lost, and a false
// assertion verified (found by red-teaming). A method on a struct in
// memory that reaches its own array another way is refused.

struct S {
  int x;
  __device__ void take(S &o) { x = x + 1; o.x = 0; }
};
__global__ void method_in_memory_alias(S *cs) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  cs[i].x = 5;
  cs[i].take(cs[i]);
  __assert(cs[i].x == 6);
}
