//pass
//--blockDim=64 --gridDim=4

// Texture references, as older CUDA programs use them: a 1D texture of
// floats bound to linear memory and a 2D texture of uchar4 read as
// normalized floats (a float4). A fetch is a read of memory the kernel
// never writes, so it returns an arbitrary value; the index read from idx
// (line 16) is an access like any other. Each thread writes its own element.

#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> weights;
texture<uchar4, 2, cudaReadModeNormalizedFloat> image;

__global__ void texture_reference(float *out, const int *idx, int width) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 p = tex2D(image, i % width + 0.5f, i / width + 0.5f);
  out[i] = tex1Dfetch(weights, idx[i]) * p.x + p.w;
}

int main(void) {
  float *out;
  int *idx;
  cudaMalloc(&out, 256 * sizeof(float));
  cudaMalloc(&idx, 256 * sizeof(int));
  cudaBindTexture(0, weights, out, 256 * sizeof(float));
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<uchar4>();
  cudaArray_t pixels;
  cudaMallocArray(&pixels, &desc, 16, 16);
  image.filterMode = cudaFilterModeLinear;
  cudaBindTextureToArray(image, pixels, desc);
  texture_reference<<<4, 64>>>(out, idx, 16);
  cudaUnbindTexture(weights);
  return 0;
}
