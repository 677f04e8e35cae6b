//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on

// sizeof(Sample) is 6, but each thread copies 12 bytes from the start of in
// to its element of out (line 16): thread t writes bytes 6t to 6t + 11 and
// thread t + 1 bytes 6t + 6 to 6t + 17, different bytes of in into the
// same bytes of out.

struct Sample {
  short x;
  short y;
  char tag;
};

__global__ void bytes_memcpy_overlap_race(Sample *out, const Sample *in) {
  __builtin_memcpy(&out[threadIdx.x], in, 12); // error: possible write-write race on
}
