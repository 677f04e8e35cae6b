//pass
//--blockDim=64 --gridDim=4

// A struct deriving from another: the base's fields come first, reached
// through the derived argument.

struct Extent {
  unsigned width;
};

struct Image : Extent {
  unsigned height;
};

__global__ void struct_inheritance(unsigned *out, Image img) {
  __requires(img.width == 256);
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < img.width)
    out[i] = img.width + img.height;
}
