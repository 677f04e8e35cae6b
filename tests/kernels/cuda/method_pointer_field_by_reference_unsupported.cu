//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//method_pointer_field_by_reference_unsupported.cu:13:3: error: unsupported: the method `go` of Op, which holds pointers and may change the pointer field `p`

// A method that moves its pointer field through a local reference
// (`int *&r = p; r += 1;`) changes it as `p += 1` would: a method that
// may change a pointer field is unsupported, and any use of the field but
// reading it counts (before, this one was missed and a race hidden; found
// by red-teaming).

struct Op {
  int *p;
  __device__ void go() {
    int *&r = p;
    r += 1;
  }
};

__global__ void k(int *a) {
  int t = threadIdx.x;
  Op o{a + t};
  o.go();
  *o.p = t;
  a[t] = t;
}
