//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//enum_named_like_namespace_typedef_unsupported.cu:16:16: error: unsupported: arithmetic on a pointer to `M::elem`, a type not known here

// `M::elem` is the namespace's typedef (char), not the global `enum elem`
// of the same last name: taking the enum (4 bytes) hid the race between
// byte i and byte 8i + 1 (found by red-teaming). Types are known by their
// last name, so one that names both is not known.

enum elem { X };
namespace M { typedef char elem; }

__global__ void k(char *p) {
  int i = threadIdx.x;
  if (i == 1000) *(float *)p = 0;
  M::elem *c = (M::elem *)p + i;
  c[0] = i;
  p[8 * i + 1] = i;
}
