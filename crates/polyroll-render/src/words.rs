//! The fixed words of the output, in one place so a localisation can swap them.

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// After a shortened dice list: "… 12 more".
    pub more: String,
    pub error: String,
    pub warning: String,
    /// A pool statement whose dice another took: "(merged into $3)".
    pub merged: String,
    /// After a formula that rolled nothing: "20 (no dice)".
    pub no_dice: String,
    /// Before the list of a roll set's totals: "Totals: 10, 12, 8".
    pub totals: String,
    /// A result with nothing in it (an empty list or text): "repeat(1d6, -1) → (empty)".
    pub empty: String,
}

impl Words {
    pub fn english() -> Self {
        Words {
            more: "more".into(),
            error: "error".into(),
            warning: "warning".into(),
            merged: "merged into".into(),
            no_dice: "no dice".into(),
            totals: "Totals".into(),
            empty: "empty".into(),
        }
    }
}

impl Default for Words {
    fn default() -> Self {
        Words::english()
    }
}
