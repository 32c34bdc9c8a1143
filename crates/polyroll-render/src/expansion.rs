//! What a roll read besides its own text: each alias by name, the book it came from and its
//! formula, each constant variable with its value — so anyone can add the shown numbers up
//! to the total (`bless → [sword]+1d4 · sword (yours) → 1d20+[str]+2 · str (yours) = 3`).

use polyroll_core::outcome::{Node, NodeId};
use polyroll_core::Outcome;

use crate::roll::num;
use crate::Surface;

/// One alias a roll read.
#[derive(Clone, Debug, PartialEq)]
pub struct Read<'a> {
    pub name: &'a str,
    pub formula: &'a str,
    /// Its value when the formula is a constant (no dice, no other alias in it).
    pub constant: Option<f64>,
}

/// Every alias the outcome read, each once, in the order the roll first reached it.
pub fn reads(o: &Outcome) -> Vec<Read<'_>> {
    let mut out: Vec<Read<'_>> = Vec::new();
    for s in &o.statements {
        walk(o, s.node, &mut out);
    }
    out
}

fn walk<'a>(o: &'a Outcome, node: NodeId, out: &mut Vec<Read<'a>>) {
    match o.node(node) {
        Node::Number(_) | Node::Dice(_) => {}
        Node::Group(g) => o.parts(g).iter().for_each(|p| walk(o, p.node, out)),
        Node::Neg(n, _) | Node::Paren(n, _) | Node::Bracket(n, _) | Node::If { node: n, .. } => {
            walk(o, *n, out)
        }
        Node::Binary(_, a, b, _) => {
            walk(o, *a, out);
            walk(o, *b, out);
        }
        Node::Call(_, run, _) | Node::Seq(run) => {
            o.children(*run).iter().for_each(|n| walk(o, *n, out))
        }
        Node::Var { var, node, value } => {
            let (name, formula) = (o.var_name(var), o.var_formula(var));
            if !out.iter().any(|r| r.name == name) {
                let constant = (o.dice_count(*node) == 0 && !reads_any(o, *node)).then_some(*value);
                out.push(Read {
                    name,
                    formula,
                    constant,
                });
            }
            walk(o, *node, out);
        }
    }
}

fn reads_any(o: &Outcome, node: NodeId) -> bool {
    let mut inner = Vec::new();
    walk(o, node, &mut inner);
    !inner.is_empty()
}

/// The line shown under a roll that read aliases: `lead` first (the alias a whole input
/// named, with its book), then every alias read with the book `book` names for it. `None`
/// when nothing was read. At most `max` UTF-16 units: trailing items give way to "…".
pub fn render_expansion(
    surface: Surface,
    o: &Outcome,
    lead: Option<(&str, &str, &str)>,
    book: &dyn Fn(&str) -> String,
    max: usize,
) -> Option<String> {
    let mut items = Vec::new();
    if let Some((name, book, formula)) = lead {
        items.push(item(surface, name, book, formula, None));
    }
    for r in reads(o) {
        items.push(item(surface, r.name, &book(r.name), r.formula, r.constant));
    }
    if items.is_empty() {
        return None;
    }
    for shown in (1..=items.len()).rev() {
        let mut line = items[..shown].join(" · ");
        if shown < items.len() {
            line.push_str(" · …");
        }
        if surface.length(&line) <= max {
            return Some(line);
        }
    }
    None
}

fn item(surface: Surface, name: &str, book: &str, formula: &str, constant: Option<f64>) -> String {
    let head = format!("{} ({})", surface.escape(name), surface.escape(book));
    match constant {
        Some(v) => format!("{head} = {}", num(v)),
        None => format!("{head} → {}", surface.code(formula, 200)),
    }
}
