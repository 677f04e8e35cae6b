//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//host_missing_include_in_body.cu:14:10: fatal error: 'table_ivl_absent.inc' file not found

// A file #included inside a host function is missing: a fatal error, after
// which Clang instantiates no template (Id<int> here, and the kernel's
// racy statement with it). Never skipped as host code: the file is
// rejected. (Found by red-teaming: it verified.)

template <class T> struct Id { typedef T type; };

static void load_table(unsigned char *out) {
  static const unsigned char table[] = {
#include "table_ivl_absent.inc"
  };
  for (unsigned i = 0; i < sizeof table; ++i) out[i] = table[i];
}

__global__ void k(int *A) { A[0] = (Id<int>::type)threadIdx.x; }

int main() {
  unsigned char t[256];
  load_table(t);
  return 0;
}
