//pass
//--blockDim=[16,8] --gridDim=[4,8]

// A class with plain const methods, passed by value: contains() bounds the
// pixel and index() linearises it. With a 64x64 image (the precondition)
// every thread writes its own pixel.

class Image {
public:
  unsigned width, height;
  __device__ bool contains(unsigned x, unsigned y) const { return x < width && y < height; }
  __device__ unsigned index(unsigned x, unsigned y) const { return y * width + x; }
};

__global__ void class_methods(float *pixels, Image img, float value) {
  __requires(img.width == 64 && img.height == 64);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  if (img.contains(x, y))
    pixels[img.index(x, y)] = value;
}
