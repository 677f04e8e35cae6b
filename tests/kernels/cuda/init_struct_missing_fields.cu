//pass
//--blockDim=64 --gridDim=1

// Fields an initialiser leaves out are zero, in nested structs too: s is
// {{t, 0}, 0, 0.0f}, so each thread writes its own A[t].

struct Inner { int a; int b; };
struct Outer { Inner in; int c; float f; };

__global__ void init_struct_missing_fields(int *A, float *F) {
  Outer s = {{(int)threadIdx.x}};
  __assert(s.in.b == 0 && s.c == 0);
  A[s.in.a + s.in.b + s.c] = s.in.a;
  F[threadIdx.x] = s.f;
}
