//pass
//--blockDim=64 --gridDim=4

// A method that may change its object (not const) on a struct holding a
// pointer, which it writes through but never changes (GPUVerify's
// store_in_byval_function): its scalar fields are given back, the pointer
// stays.

class Sink {
  int *p;
  int count;

public:
  __device__ void store(int val) {
    p[threadIdx.x + blockDim.x * blockIdx.x] = val;
    count++;
  }
  __device__ int stored() const { return count; }
};

__global__ void method_changes_object_pointer_field(Sink q, int *out) {
  q.store(42);
  q.store(43);
  out[threadIdx.x + blockDim.x * blockIdx.x] = q.stored();
}
