//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//this assertion could not be proved

// Counter[0] starts at 0, but only the first of the 64 atomicAdds reads 0:
// the others read what the earlier ones left.

__global__ void atomic_add_old_value_assert(unsigned *counter, unsigned *out) {
  __requires(counter[0] == 0);
  unsigned old = atomicAdd(&counter[0], 1);
  __assert(old == 0); // error: this assertion could not be proved
  out[blockIdx.x * blockDim.x + threadIdx.x] = old;
}
