//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on S

// sincosf writes through both pointers: thread t writes S[t + 1] (line 12)
// and thread t + 1 writes S[t + 1] (line 11).

__global__ void sincos_race(float *S, float *C, const float *X) {
  float s, c;
  sincosf(X[threadIdx.x], &s, &c);
  S[threadIdx.x] = s + c;
  sincosf(X[threadIdx.x], &S[threadIdx.x + 1], &C[threadIdx.x]);  // error: possible write-write race on S
}
