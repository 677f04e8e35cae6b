//pass
//--blockDim=64 --gridDim=1

// isnan on a float and on a double in one kernel: two overloads, two
// uninterpreted functions (isnan.float32 and isnan.float64).

__global__ void pure_overloads(int *A, const float *F, const double *D) {
  A[threadIdx.x] = isnan(F[threadIdx.x]) + isnan(D[threadIdx.x]);
}
