//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//base_field_hidden.cu:10:1: error: unsupported: struct D: its field `x` hides a base's

// D::x hides Base::x: two fields of one name, which ivl's fields (known by
// name) cannot tell apart. As one field, Base::x would be t and the write to
// A[0] (line 15) never happen; on the device threads 0, 2 and 3 race on it.

struct Base { int x; };
struct D : Base { int x; };

__global__ void base_field_hidden(D *P, int *A) {
  int t = threadIdx.x;
  P[t].Base::x = 1;
  P[t].x = t;
  if (P[t].Base::x != t) A[0] = t;
}
