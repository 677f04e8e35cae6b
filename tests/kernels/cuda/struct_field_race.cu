//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//possible [a-z-]+ race on

// struct_fields_split with a copy-paste slip: the odd threads write field x
// too (line 18), so threads 0 and 1 both write P[0].x, with values 0 and 1.

struct Pair {
  int x;
  int y;
};

__global__ void struct_field_race(Pair *P) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i % 2 == 0)
    P[i / 2].x = i;
  else
    P[i / 2].x = i;  // error: possible write-write race on P.x
}
