//pass
//--blockDim=64 --gridDim=1

// A local array of an unnamed struct, and a pointer into it (`struct {
// ... } paren[4], *p;`): the struct is known by the name its variables'
// types give it.

__global__ void k(int *out) {
  struct {
    int nalt;
    int natom;
  } paren[4], *p;
  p = paren;
  paren[1].nalt = 1;
  paren[1].natom = 2;
  paren[3].natom = 6;
  p++;
  __assert(p->nalt == 1 && p->natom == 2 && paren[3].natom == 6);
  out[threadIdx.x] = p->natom;
}
