//pass
//--blockDim=64 --gridDim=4

// A conditional choosing between two arrays where each arm reads memory
// (heartwall's `bx < d_common.endoPoints ? &d_endoT[k * d_common.in_elem]
// : &d_epiT[...]`): each arm's reads happen on its side only, and the
// pointer reaches whichever array was chosen.

struct Common {
  int split;
  int stride;
};

__constant__ Common common;

__global__ void conditional_pointer_effects(float *endo, float *epi, const int *offsets) {
  int b = blockIdx.x;
  float *row = b < common.split ? &endo[offsets[b] * common.stride] : &epi[offsets[b + 1] * common.stride];
  if (threadIdx.x == 0) {
    row[0] = 1.0f;
  }
}
