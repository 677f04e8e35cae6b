/* ivl's CUDA textures: texture references (`texture<T, dim, mode>`) and
 * texture objects (`cudaTextureObject_t`), and their fetches. A kernel only
 * reads a texture, so a fetch (tex1Dfetch, tex2D ...) returns an arbitrary
 * value of its type: what the host bound is not tracked. Surfaces are
 * written by kernels; their functions are declared so that kernels parse,
 * and reported as not modelled where they are called. cuda.h includes this
 * file. */
#ifndef IVL_CUDA_TEXTURES_H
#define IVL_CUDA_TEXTURES_H

typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;

enum cudaTextureReadMode { cudaReadModeElementType, cudaReadModeNormalizedFloat };
enum cudaTextureAddressMode {
  cudaAddressModeWrap,
  cudaAddressModeClamp,
  cudaAddressModeMirror,
  cudaAddressModeBorder
};
enum cudaTextureFilterMode { cudaFilterModePoint, cudaFilterModeLinear };
enum cudaChannelFormatKind {
  cudaChannelFormatKindSigned,
  cudaChannelFormatKindUnsigned,
  cudaChannelFormatKindFloat,
  cudaChannelFormatKindNone
};
enum cudaSurfaceBoundaryMode {
  cudaBoundaryModeZero,
  cudaBoundaryModeClamp,
  cudaBoundaryModeTrap
};

struct cudaChannelFormatDesc {
  int x, y, z, w;
  enum cudaChannelFormatKind f;
};

/* A texture reference, as the host configures it. */
struct textureReference {
  int normalized;
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureAddressMode addressMode[3];
  struct cudaChannelFormatDesc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
};
template <class T, int dim = 1, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __attribute__((device_builtin_texture_type)) texture : public textureReference {};

/* What a fetch returns: the element type, or floats in [0, 1] (or
 * [-1, 1]) for an integer texture read as cudaReadModeNormalizedFloat. */
template <class T, enum cudaTextureReadMode mode> struct __ivl_texel {
  typedef T type;
};
#define _IVL_NORMALIZED(T, F)                                                \
  template <> struct __ivl_texel<T, cudaReadModeNormalizedFloat> {           \
    typedef F type;                                                          \
  };
_IVL_NORMALIZED(char, float) _IVL_NORMALIZED(signed char, float)
_IVL_NORMALIZED(unsigned char, float) _IVL_NORMALIZED(short, float)
_IVL_NORMALIZED(unsigned short, float)
_IVL_NORMALIZED(char1, float1) _IVL_NORMALIZED(uchar1, float1)
_IVL_NORMALIZED(short1, float1) _IVL_NORMALIZED(ushort1, float1)
_IVL_NORMALIZED(char2, float2) _IVL_NORMALIZED(uchar2, float2)
_IVL_NORMALIZED(short2, float2) _IVL_NORMALIZED(ushort2, float2)
_IVL_NORMALIZED(char4, float4) _IVL_NORMALIZED(uchar4, float4)
_IVL_NORMALIZED(short4, float4) _IVL_NORMALIZED(ushort4, float4)
#undef _IVL_NORMALIZED

/* Fetches through a texture reference ... */
#define _IVL_TEXEL typename __ivl_texel<T, M>::type
template <class T, enum cudaTextureReadMode M>
__device__ _IVL_TEXEL tex1Dfetch(texture<T, 1, M> t, int x);
template <class T, enum cudaTextureReadMode M>
__device__ _IVL_TEXEL tex1D(texture<T, 1, M> t, float x);
template <class T, enum cudaTextureReadMode M>
__device__ _IVL_TEXEL tex2D(texture<T, 2, M> t, float x, float y);
template <class T, enum cudaTextureReadMode M>
__device__ _IVL_TEXEL tex3D(texture<T, 3, M> t, float x, float y, float z);
template <class T, enum cudaTextureReadMode M>
__device__ _IVL_TEXEL tex1DLayered(texture<T, 0xF1, M> t, float x, int layer);
template <class T, enum cudaTextureReadMode M>
__device__ _IVL_TEXEL tex2DLayered(texture<T, 0xF2, M> t, float x, float y,
                                      int layer);
template <class T, enum cudaTextureReadMode M>
__device__ _IVL_TEXEL texCubemap(texture<T, 0x0C, M> t, float x, float y, float z);
#undef _IVL_TEXEL

/* ... and through a texture object: the result type is the template
 * argument (`tex2D<float4>(obj, x, y)`). */
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t t, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t t, float x);
template <class T> __device__ T tex2D(cudaTextureObject_t t, float x, float y);
template <class T> __device__ T tex3D(cudaTextureObject_t t, float x, float y, float z);
template <class T>
__device__ T tex1DLayered(cudaTextureObject_t t, float x, int layer);
template <class T>
__device__ T tex2DLayered(cudaTextureObject_t t, float x, float y, int layer);
template <class T>
__device__ T texCubemap(cudaTextureObject_t t, float x, float y, float z);
template <class T>
__device__ T tex1DLod(cudaTextureObject_t t, float x, float level);
template <class T>
__device__ T tex2DLod(cudaTextureObject_t t, float x, float y, float level);
template <class T>
__device__ T tex3DLod(cudaTextureObject_t t, float x, float y, float z, float level);
template <class T>
__device__ T tex2Dgather(cudaTextureObject_t t, float x, float y, int comp = 0);

/* Surfaces: declared, not modelled. */
template <class T> struct surface {};
template <class T>
__device__ T surf1Dread(cudaSurfaceObject_t s, int x,
                        cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf2Dread(cudaSurfaceObject_t s, int x, int y,
                        cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf1Dwrite(T data, cudaSurfaceObject_t s, int x,
                            cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf2Dwrite(T data, cudaSurfaceObject_t s, int x, int y,
                            cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf3Dwrite(T data, cudaSurfaceObject_t s, int x, int y, int z,
                            cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);

#endif
