/* ivl's cufft.h: cuFFT is a host library, which device code never calls.
 * Its data types are declared, as kernels use them (a complex number is a
 * CUDA vector of two); a host function calling cuFFT does not compile
 * here and is skipped (said in a warning), as host code is never
 * verified. */
#ifndef IVL_CUFFT_H
#define IVL_CUFFT_H

#include "cuda_runtime_api.h"

typedef float cufftReal;
typedef double cufftDoubleReal;
typedef float2 cufftComplex;
typedef double2 cufftDoubleComplex;
typedef int cufftHandle;
typedef enum {
  CUFFT_SUCCESS = 0,
  CUFFT_INVALID_PLAN = 1,
  CUFFT_ALLOC_FAILED = 2,
  CUFFT_INVALID_VALUE = 4,
  CUFFT_INTERNAL_ERROR = 5,
  CUFFT_EXEC_FAILED = 6
} cufftResult;
typedef enum { CUFFT_R2C = 0x2a, CUFFT_C2R = 0x2c, CUFFT_C2C = 0x29,
               CUFFT_D2Z = 0x6a, CUFFT_Z2D = 0x6c, CUFFT_Z2Z = 0x69 } cufftType;
#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1

#endif
