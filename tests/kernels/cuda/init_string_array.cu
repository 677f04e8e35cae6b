//pass
//--blockDim=64 --gridDim=4

// A local array of bytes initialised by a string literal (base64e's
// `const uchar base64chars[] = "ABC..."`) holds its characters and a
// terminating zero; an array with more room is padded with zeros, in a
// struct's field too.

struct Tag {
  char name[6];
  int id;
};

__global__ void init_string_array(unsigned char *out, const unsigned char *in) {
  const unsigned char table[] = "ABCDEFGH";
  char padded[6] = "xyz";
  Tag tag = {"ab", 7};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __assert(table[0] == 'A' && table[7] == 'H' && table[8] == 0);
  __assert(padded[2] == 'z' && padded[3] == 0 && padded[5] == 0);
  __assert(tag.name[1] == 'b' && tag.name[2] == 0 && tag.name[5] == 0 && tag.id == 7);
  out[i] = table[in[i] & 7];
}
