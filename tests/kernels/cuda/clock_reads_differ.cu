//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//this assertion could not be proved

// Two reads of the clock may differ: ivl must not take clock() for a
// function of nothing (which would give equal values).

__global__ void clock_reads_differ(long *t) {
  long a = clock();
  long b = clock();
  __assert(a == b); // error: this assertion could not be proved
  t[threadIdx.x] = b - a;
}
