//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//struct_array_field_to_own_method_unsupported.cu:16:34: error: unsupported: an array field of a struct held in locals, passed as a pointer to a method of the struct holding it

// The callee is a method of the struct holding the field: it would read
// the field through its object while writing the copy through the
// pointer (2, not 1, is what C reads into `seen`).

struct Gen {
  unsigned char ks[8];
  unsigned char seen;
  __device__ void set(unsigned char *out) {
    out[0] = 2;
    seen = ks[0];
  }
  __device__ void refill() { set(ks); }
};

__global__ void own(unsigned char *data) {
  Gen g;
  g.ks[0] = 1;
  g.refill();
  data[threadIdx.x * 2 + g.seen - 2] = 3;
}
