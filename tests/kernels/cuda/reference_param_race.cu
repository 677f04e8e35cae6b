//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on B

// swap2 through references to B[t] and B[t + 1]: thread t writes B[t + 1]
// and thread t + 1 reads and writes it (line 8, called at line 11).

__device__ void swap2(int &a, int &b) { int t = a; a = b; b = t; }  // error: possible write-write race on B

__global__ void reference_param_race(int *B) {
  swap2(B[threadIdx.x], B[threadIdx.x + 1]);
}
// error@8: possible write-read race on B
