//! Keeps the bot token out of logs. teloxide already strips it from network errors, but an
//! error text can come from anywhere (a proxy's page, a misconfigured API URL), so every
//! error we log goes through [`Redactor::scrub`] first.

#[derive(Clone)]
pub(crate) struct Redactor {
    token: String,
}

impl Redactor {
    pub(crate) fn new(token: &str) -> Self {
        Redactor {
            token: token.to_string(),
        }
    }

    /// `text` with every occurrence of the token — or of its secret half, after the `:` —
    /// replaced by `***`.
    pub(crate) fn scrub(&self, text: &str) -> String {
        let mut out = text.to_string();
        if !self.token.is_empty() {
            out = out.replace(&self.token, "***");
        }
        if let Some((_, secret)) = self.token.split_once(':') {
            if !secret.is_empty() {
                out = out.replace(secret, "***");
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_token_and_its_secret_half_never_survive() {
        let r = Redactor::new("123:ABCsecret");
        assert_eq!(
            r.scrub("GET /bot123:ABCsecret/getMe failed"),
            "GET /bot***/getMe failed"
        );
        assert_eq!(r.scrub("token ABCsecret leaked"), "token *** leaked");
        assert_eq!(r.scrub("nothing here"), "nothing here");
    }
}
