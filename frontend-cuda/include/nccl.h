/* ivl's nccl.h: NCCL is a host library, which device code never calls.
 * Its communicator and result types are declared; a host function calling
 * NCCL does not compile here and is skipped (said in a warning), as host
 * code is never verified. */
#ifndef IVL_NCCL_H
#define IVL_NCCL_H

#include "cuda_runtime_api.h"

typedef struct ncclComm *ncclComm_t;
typedef enum {
  ncclSuccess = 0,
  ncclUnhandledCudaError = 1,
  ncclSystemError = 2,
  ncclInternalError = 3,
  ncclInvalidArgument = 4,
  ncclInvalidUsage = 5
} ncclResult_t;

#endif
