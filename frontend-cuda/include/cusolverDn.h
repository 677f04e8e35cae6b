/* ivl's cusolverDn.h: cuSOLVER is a host library, which device code never
 * calls. Its handle and status types are declared; a host function calling
 * cuSOLVER does not compile here and is skipped (said in a warning), as
 * host code is never verified. */
#ifndef IVL_CUSOLVERDN_H
#define IVL_CUSOLVERDN_H

#include "cublas_v2.h"

typedef struct cusolverDnContext *cusolverDnHandle_t;
typedef enum {
  CUSOLVER_STATUS_SUCCESS = 0,
  CUSOLVER_STATUS_NOT_INITIALIZED = 1,
  CUSOLVER_STATUS_ALLOC_FAILED = 2,
  CUSOLVER_STATUS_INVALID_VALUE = 3,
  CUSOLVER_STATUS_ARCH_MISMATCH = 4,
  CUSOLVER_STATUS_EXECUTION_FAILED = 6,
  CUSOLVER_STATUS_INTERNAL_ERROR = 7
} cusolverStatus_t;

#endif
