//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on q.p

// The method writes one element for every thread through the object's
// pointer: those writes race.

class Sink {
  int *p;
  int count;

public:
  __device__ void store(int val) {
    p[blockIdx.x] = val + threadIdx.x;  // error: possible write-write race on q.p
    count++;
  }
};

__global__ void method_changes_object_pointer_field_race(Sink q) {
  q.store(42);
}
