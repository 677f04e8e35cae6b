//pass
//--blockDim=128 --gridDim=8

// An array of structs in global memory: even threads write field x and odd
// threads field y of the same element P[i / 2]. Different fields are
// different memory, so there is no race.

struct Pair {
  int x;
  int y;
};

__global__ void struct_fields_split(Pair *P) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i % 2 == 0)
    P[i / 2].x = i;
  else
    P[i / 2].y = i;
}
