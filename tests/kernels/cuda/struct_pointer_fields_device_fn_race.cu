//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible .*race on more.a.pointee

// A device function given a copy of a struct the host stored writes
// through its pointer field at an index that is the same for every thread:
// a race on the heap the field reaches.

struct Args {
  float *a;
  int n;
};

__device__ void put(Args s, int i, float v) { s.a[i] = v; }  // error: possible write-write race on more.a.pointee

__global__ void struct_pointer_fields_device_fn_race(Args *more) {
  Args local = *more;
  put(local, local.n, (float)threadIdx.x);
}
