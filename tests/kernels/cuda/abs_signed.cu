//pass
//--blockDim=64 --gridDim=1

// CUDA's abs takes and returns int, negating negative values: abs(-t) is t,
// so each thread writes its own A[t].

__global__ void abs_signed(int *A) {
  int x = -(int)threadIdx.x;
  __assert(abs(x) == (int)threadIdx.x);
  A[abs(x)] = x;
}
