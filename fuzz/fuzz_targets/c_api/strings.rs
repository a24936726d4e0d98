//! The operation on the library's static strings and the error message.

use std::ffi::{c_int, CStr};

use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;

/// The `STATIC` operation.
pub(crate) fn static_strings(r: &mut Reader<'_>) {
    let status = r.u32() as c_int;
    // SAFETY: the library returns static NUL-terminated strings.
    let name = unsafe { CStr::from_ptr(hdz_status_name(status)) };
    assert!(name.to_str().is_ok_and(|n| n.starts_with("HDZ_")));
    // SAFETY: as above.
    let version = unsafe { CStr::from_ptr(hdz_version()) };
    assert!(!version.to_bytes().is_empty());
    let _ = last_error();
}
