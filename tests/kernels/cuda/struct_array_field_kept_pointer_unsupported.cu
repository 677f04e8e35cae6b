//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=2
//struct_array_field_kept_pointer_unsupported.cu:14:45: error: unsupported: an array field of a struct held in locals, passed as a pointer to a function with reference parameters or pointers to other than numbers

// The callee keeps the field's address in a struct its other parameter
// points to: through it the caller writes ks[5] after the call, which a
// copy of the field for the call would miss (every thread then writes
// data[7]; found by red-teaming).

struct Holder { unsigned char *p; };
__device__ void keep(unsigned char *out, Holder *hp) { hp->p = out; }
struct Gen {
  unsigned char ks[8];
  __device__ void refill() { Holder h; keep(ks, &h); h.p[5] = 7; }
};

__global__ void kept(int *data) {
  Gen g;
  for (int i = 0; i < 8; i++)
    g.ks[i] = threadIdx.x;
  g.refill();
  data[g.ks[5]] = threadIdx.x;
}
