//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-read race on in

// Found by red-teaming: one pointer held in a struct's field (s.p) or an
// array's element (arr[0]), passed as both arguments, reaches one array:
// thread i reads in[i + 1] as thread i + 1 writes out[i + 1].

struct Bufs {
  float *p;
};

__global__ void k(const float *in, float *out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  out[i] = in[i + 1] + i;  // error: possible write-read race on in
}

void host(Bufs s, float **arr) {
  k<<<4, 64>>>(s.p, s.p);
  k<<<4, 64>>>(arr[0], arr[0]);
}
