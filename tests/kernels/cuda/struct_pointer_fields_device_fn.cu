//pass
//--blockDim=64 --gridDim=2

// Structs holding pointers passed to device functions, by value and by
// const reference: a kernel argument's (whose fields reach arrays of their
// own), one in memory the host gave (`*more`, whose fields reach heaps),
// and a local copy of it. Each thread writes its own element.

struct Args {
  float *a;
  const float *b;
  int n;
};

__device__ void scale(const Args &s, int i) {
  if (i < s.n) {
    s.a[i] = s.b[i] * 2.0f;
  }
}

__device__ void bump(Args s, int i) { s.a[i] += 1.0f; }

__global__ void struct_pointer_fields_device_fn(Args args, Args *more) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  scale(args, i);
  bump(args, i);
  scale(*more, i);
  Args local = *more;
  bump(local, i);
}
