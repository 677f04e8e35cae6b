// Threads race only when the input says so: B[t] picks the element thread t
// writes. The replay takes B's elements from the counterexample.
__global__ void input_dependent_race(int *A, int *B) {
  A[B[threadIdx.x]] = threadIdx.x;
}
