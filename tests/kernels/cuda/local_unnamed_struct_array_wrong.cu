//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// p points to paren[1] after the increment: its natom is 2, not 6.

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
  __assert(p->nalt == 1 && p->natom == 6 && paren[3].natom == 6);  // error: this assertion could not be proved
  out[threadIdx.x] = p->natom;
}
