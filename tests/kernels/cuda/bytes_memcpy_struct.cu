//pass
//--blockDim=64 --gridDim=1

// Each thread copies its own struct with memcpy (six bytes: a short, a
// short and a char, padded): the bytes thread t copies are its own.

#include <string.h>

struct Sample {
  short x;
  short y;
  char tag;
};

__global__ void bytes_memcpy_struct(Sample *out, const Sample *in) {
  memcpy(&out[threadIdx.x], &in[threadIdx.x], sizeof(Sample));
}
