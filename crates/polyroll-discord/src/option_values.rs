//! The fixed values of the `secret` and `scope` options: offered as choices where the
//! commands are declared ([`crate::commands`]) and matched where an interaction is read
//! ([`crate::request`]). Here, below both, so reading a command never imports its
//! declaration.

pub(crate) const SECRET_SELF: &str = "self";
pub(crate) const SECRET_GM: &str = "gm";
pub(crate) const SCOPE_ME: &str = "me";
pub(crate) const SCOPE_SERVER: &str = "server";
