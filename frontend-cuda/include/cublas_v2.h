/* ivl's cublas_v2.h: the cuBLAS API host code calls, declared so that a
 * CUDA program using cuBLAS on the host parses. ivl verifies kernels only;
 * nothing here is callable from device code (a kernel that calls one is a
 * Clang error), and nothing here runs. */
#ifndef IVL_CUBLAS_V2_H
#define IVL_CUBLAS_V2_H

#include "cuda_runtime_api.h"
#include "cuda_fp16.h"

typedef struct cublasContext *cublasHandle_t;

typedef enum cudaDataType_t {
  CUDA_R_16F = 2,
  CUDA_R_32F = 0,
  CUDA_R_64F = 1,
  CUDA_R_8I = 3,
  CUDA_R_32I = 10,
  CUDA_R_16BF = 14
} cudaDataType_t;
typedef cudaDataType_t cudaDataType;

typedef enum {
  CUBLAS_STATUS_SUCCESS = 0,
  CUBLAS_STATUS_NOT_INITIALIZED = 1,
  CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7,
  CUBLAS_STATUS_ARCH_MISMATCH = 8,
  CUBLAS_STATUS_MAPPING_ERROR = 11,
  CUBLAS_STATUS_EXECUTION_FAILED = 13,
  CUBLAS_STATUS_INTERNAL_ERROR = 14,
  CUBLAS_STATUS_NOT_SUPPORTED = 15
} cublasStatus_t;

typedef enum {
  CUBLAS_POINTER_MODE_HOST = 0,
  CUBLAS_POINTER_MODE_DEVICE = 1
} cublasPointerMode_t;

typedef enum {
  CUBLAS_OP_N = 0,
  CUBLAS_OP_T = 1,
  CUBLAS_OP_C = 2
} cublasOperation_t;

typedef enum {
  CUBLAS_FILL_MODE_LOWER = 0,
  CUBLAS_FILL_MODE_UPPER = 1
} cublasFillMode_t;

typedef enum {
  CUBLAS_SIDE_LEFT = 0,
  CUBLAS_SIDE_RIGHT = 1
} cublasSideMode_t;

typedef enum {
  CUBLAS_DIAG_NON_UNIT = 0,
  CUBLAS_DIAG_UNIT = 1
} cublasDiagType_t;

typedef enum {
  CUBLAS_DEFAULT_MATH = 0,
  CUBLAS_TENSOR_OP_MATH = 1,
  CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3
} cublasMath_t;

typedef enum {
  CUBLAS_COMPUTE_16F = 64,
  CUBLAS_COMPUTE_32F = 68,
  CUBLAS_COMPUTE_32F_FAST_16F = 74,
  CUBLAS_COMPUTE_32F_FAST_16BF = 75,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
  CUBLAS_COMPUTE_64F = 70,
  CUBLAS_COMPUTE_32I = 72
} cublasComputeType_t;

typedef enum {
  CUBLAS_GEMM_DEFAULT = -1,
  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99
} cublasGemmAlgo_t;

cublasStatus_t cublasCreate(cublasHandle_t *handle);
cublasStatus_t cublasDestroy(cublasHandle_t handle);
cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t stream);
cublasStatus_t cublasGetStream(cublasHandle_t handle, cudaStream_t *stream);
cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
cublasStatus_t cublasSetPointerMode(cublasHandle_t handle, cublasPointerMode_t mode);
cublasStatus_t cublasGetPointerMode(cublasHandle_t handle, cublasPointerMode_t *mode);
cublasStatus_t cublasDotEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType,
                           int incx, const void *y, cudaDataType yType, int incy, void *result,
                           cudaDataType resultType, cudaDataType executionType);
cublasStatus_t cublasGetVersion(cublasHandle_t handle, int *version);

cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                               int ldb);
cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                               int ldb);

/* Level 1, for T in S (float) and D (double). */
#define _IVL_BLAS1(P, T)                                                                  \
  cublasStatus_t cublas##P##axpy(cublasHandle_t h, int n, const T *alpha, const T *x,     \
                                 int incx, T *y, int incy);                               \
  cublasStatus_t cublas##P##copy(cublasHandle_t h, int n, const T *x, int incx, T *y,     \
                                 int incy);                                               \
  cublasStatus_t cublas##P##dot(cublasHandle_t h, int n, const T *x, int incx, const T *y, \
                                int incy, T *result);                                     \
  cublasStatus_t cublas##P##nrm2(cublasHandle_t h, int n, const T *x, int incx, T *result); \
  cublasStatus_t cublas##P##asum(cublasHandle_t h, int n, const T *x, int incx, T *result); \
  cublasStatus_t cublas##P##scal(cublasHandle_t h, int n, const T *alpha, T *x, int incx); \
  cublasStatus_t cublas##P##swap(cublasHandle_t h, int n, T *x, int incx, T *y, int incy);
_IVL_BLAS1(S, float)
_IVL_BLAS1(D, double)
#undef _IVL_BLAS1
cublasStatus_t cublasIsamax(cublasHandle_t h, int n, const float *x, int incx, int *result);
cublasStatus_t cublasIsamin(cublasHandle_t h, int n, const float *x, int incx, int *result);
cublasStatus_t cublasIdamax(cublasHandle_t h, int n, const double *x, int incx, int *result);
cublasStatus_t cublasIdamin(cublasHandle_t h, int n, const double *x, int incx, int *result);

/* Levels 2 and 3, for T in S, D and H (half, gemm only). */
#define _IVL_GEMM(P, T)                                                                    \
  cublasStatus_t cublas##P##gemm(cublasHandle_t h, cublasOperation_t transa,               \
                                 cublasOperation_t transb, int m, int n, int k,            \
                                 const T *alpha, const T *A, int lda, const T *B, int ldb, \
                                 const T *beta, T *C, int ldc);                            \
  cublasStatus_t cublas##P##gemmStridedBatched(                                            \
      cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m, int n,  \
      int k, const T *alpha, const T *A, int lda, long long strideA, const T *B, int ldb,  \
      long long strideB, const T *beta, T *C, int ldc, long long strideC, int batchCount); \
  cublasStatus_t cublas##P##gemmBatched(                                                   \
      cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m, int n,  \
      int k, const T *alpha, const T *const A[], int lda, const T *const B[], int ldb,     \
      const T *beta, T *const C[], int ldc, int batchCount);
_IVL_GEMM(S, float)
_IVL_GEMM(D, double)
_IVL_GEMM(H, __half)
#undef _IVL_GEMM

#define _IVL_GEMV(P, T)                                                                    \
  cublasStatus_t cublas##P##gemv(cublasHandle_t h, cublasOperation_t trans, int m, int n,  \
                                 const T *alpha, const T *A, int lda, const T *x, int incx, \
                                 const T *beta, T *y, int incy);
_IVL_GEMV(S, float)
_IVL_GEMV(D, double)
#undef _IVL_GEMV

cublasStatus_t cublasGemmEx(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
                            int m, int n, int k, const void *alpha, const void *A,
                            cudaDataType_t Atype, int lda, const void *B, cudaDataType_t Btype,
                            int ldb, const void *beta, void *C, cudaDataType_t Ctype, int ldc,
                            cublasComputeType_t computeType, cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmStridedBatchedEx(
    cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb, int m, int n, int k,
    const void *alpha, const void *A, cudaDataType_t Atype, int lda, long long strideA,
    const void *B, cudaDataType_t Btype, int ldb, long long strideB, const void *beta, void *C,
    cudaDataType_t Ctype, int ldc, long long strideC, int batchCount,
    cublasComputeType_t computeType, cublasGemmAlgo_t algo);

#endif
