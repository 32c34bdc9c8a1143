//! Which dice of a sorted roll are kept: a window of ranks, narrowed by keep and drop.
//! Its own module because the exact dice term and the two special cases it hands off to
//! (exploding dice that are kept, unique dice) all reason in windows.

use crate::ast::{KeepDrop, Which};
use crate::eval::whole;

/// The kept dice as a window `from..to` of ascending ranks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Window {
    pub from: usize,
    pub to: usize,
}

impl Window {
    pub fn all(n: usize) -> Window {
        Window { from: 0, to: n }
    }

    pub fn keep(self, k: KeepDrop) -> Window {
        let n = whole(k.n, self.to - self.from);
        match k.which {
            Which::Highest => Window {
                from: self.to - n,
                ..self
            },
            Which::Lowest => Window {
                to: self.from + n,
                ..self
            },
        }
    }

    pub fn drop(self, k: KeepDrop) -> Window {
        let n = whole(k.n, self.to - self.from);
        match k.which {
            Which::Highest => Window {
                to: self.to - n,
                ..self
            },
            Which::Lowest => Window {
                from: self.from + n,
                ..self
            },
        }
    }

    pub fn apply(self, keep: Option<KeepDrop>, drop: Option<KeepDrop>) -> Window {
        let w = keep.map_or(self, |k| self.keep(k));
        drop.map_or(w, |k| w.drop(k))
    }
}
