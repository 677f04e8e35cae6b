//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//struct_same_name_alignment_unsupported.cu:20:3: error: unsupported: the memory layout of struct Smem

// Two structs of one name whose fields agree but whose alignments differ
// (`struct alignas(8) Smem`) are two structs: structs are known by their
// names, so neither's layout is known (before, A::Smem took B's alignment
// and size, and a race was hidden; found by red-teaming).

struct A {
  struct Smem { int v; };
};
struct B {
  struct alignas(8) Smem { int v; };
};

__global__ void k(char *p) {
  int t = threadIdx.x;
  A::Smem *s = reinterpret_cast<A::Smem *>(p);
  s[t].v = t;
  ((int *)p)[2 * t + 1] = t;
}
