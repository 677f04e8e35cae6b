//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//typedef_decltype_operand_names_own_unsupported.cu:18:26: error: unsupported: arithmetic on a pointer to `SE`, a type not known here

// A decltype whose operand names the kernel's own typedef Q: its meaning
// (`SE *`, g's SE) is written in g's scope all the same, so the kernel's
// block SE (int) does not answer it: not known. (It did: a race went
// unseen.)

__device__ auto g(char *p) {
  using SE = double;
  return (SE *)p;
}
__global__ void k(char *p) {
  using Q = char;
  { using SE = int; SE *d = (SE *)p; d[threadIdx.x + 1000] = 1; }
  decltype(g((Q *)p)) c = (decltype(g((Q *)p)))p;
  int n = (int)((char *)(c + 1) - (char *)c);
  p[threadIdx.x / (n / 4)] = threadIdx.x;
}
