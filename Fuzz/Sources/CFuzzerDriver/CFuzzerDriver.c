// The declaration in include/CFuzzerDriver.h is all this target provides; SwiftPM needs one source file.
#include "CFuzzerDriver.h"
