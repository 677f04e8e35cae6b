//pass
//--blockDim=64 --gridDim=1 --no-inline

// The device f gives each thread its own element; the host f of the same
// name and type (and main, with --no-inline) are host code, not verified.

__device__ int f(int x) { return x; }
__host__ int f(int x) { return 0; }

__global__ void host_device_overload(int *A) {
  A[f(threadIdx.x)] = threadIdx.x;
}

int main() {
  int *p = 0;
  host_device_overload<<<1, 64>>>(p);
  return f(3);
}
