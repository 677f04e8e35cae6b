//pass
//--blockDim=64 --gridDim=4

// atomicAdd on doubles (sm_60 and later), a system-scope atomic (atomic
// for the device's threads too) and atomicMax on long long: every thread
// updates the same counters without a race.

__global__ void atomics_scoped(double *sum, int *count, long long *top, const double *x) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(sum, x[i]);
  atomicAdd_system(count, 1);
  atomicMax(top, (long long)i);
}
