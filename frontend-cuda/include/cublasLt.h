/* ivl's cublasLt.h: cuBLASLt is a host library, which device code never
 * calls. Its handle and descriptor types are declared, beside
 * <cublas_v2.h>'s; a host function calling cuBLASLt does not compile here
 * and is skipped (said in a warning), as host code is never verified. */
#ifndef IVL_CUBLASLT_H
#define IVL_CUBLASLT_H

#include "cublas_v2.h"

typedef struct cublasLtContext *cublasLtHandle_t;
typedef struct cublasLtMatmulDescOpaque_t *cublasLtMatmulDesc_t;
typedef struct cublasLtMatrixLayoutOpaque_t *cublasLtMatrixLayout_t;
typedef struct cublasLtMatmulPreferenceOpaque_t *cublasLtMatmulPreference_t;

#endif
