//! The odds `/stats` gives for each of the 13 first systems (and the later ones listed in
//! `cases`), against an independent
//! exhaustive computation written here straight from each game's rules (every face of
//! every die enumerated, or every count of faces with its multinomial chance; exploding
//! dice followed down their chain until a link is rarer than 1e-13), never through the
//! engine's files or folds. Each outcome's chance and each result's chance agree to
//! 0.01% for at least three parameter sets per system. Then 10,000 rolls per parameter
//! set with a fixed seed land on the outcomes within a chi-square test's bounds (p =
//! 0.001; deterministic, so a failure is a real disagreement, never bad luck).

use std::collections::BTreeMap;

use polyroll_core::{Limits, RandomSource, Stop};
use polyroll_systems::{Book, Budget};

/// Chances of outcomes and of results, built event by event.
#[derive(Default, Debug)]
struct Exact {
    outcomes: BTreeMap<&'static str, f64>,
    results: BTreeMap<i64, f64>,
}

impl Exact {
    fn add(&mut self, outcome: &'static str, result: i64, p: f64) {
        *self.outcomes.entry(outcome).or_insert(0.0) += p;
        *self.results.entry(result).or_insert(0.0) += p;
    }
}

/// Every sequence of faces of these dice (each die its own list of faces), with its chance.
fn sequences(dice: &[Vec<i64>]) -> Vec<(Vec<i64>, f64)> {
    let mut out = vec![(Vec::new(), 1.0)];
    for faces in dice {
        let p = 1.0 / faces.len() as f64;
        out = out
            .into_iter()
            .flat_map(|(seq, q)| {
                faces.iter().map(move |f| {
                    let mut seq = seq.clone();
                    seq.push(*f);
                    (seq, q * p)
                })
            })
            .collect();
    }
    out
}

fn d(sides: i64) -> Vec<i64> {
    (1..=sides).collect()
}

fn ln_factorial(n: u32) -> f64 {
    (2..=n).map(|k| f64::from(k).ln()).sum()
}

/// Every way `n` dice of `sides` sides can fall, as how many show each face (index 0 is
/// face 1), with its multinomial chance.
fn histograms(n: u32, sides: usize) -> Vec<(Vec<u32>, f64)> {
    fn fill(left: u32, slots: usize, current: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if slots == 1 {
            current.push(left);
            out.push(current.clone());
            current.pop();
            return;
        }
        for c in 0..=left {
            current.push(c);
            fill(left - c, slots - 1, current, out);
            current.pop();
        }
    }
    let mut all = Vec::new();
    fill(n, sides, &mut Vec::new(), &mut all);
    let base = ln_factorial(n) - f64::from(n) * (sides as f64).ln();
    all.into_iter()
        .map(|h| {
            let ln: f64 = base - h.iter().map(|c| ln_factorial(*c)).sum::<f64>();
            (h, ln.exp())
        })
        .collect()
}

/// How many of a histogram's dice show `lo..=hi`.
fn shows(h: &[u32], lo: usize, hi: usize) -> i64 {
    i64::from(h[lo - 1..hi].iter().sum::<u32>())
}

/// Two distributions of a count added.
fn convolve(a: &BTreeMap<i64, f64>, b: &BTreeMap<i64, f64>) -> BTreeMap<i64, f64> {
    let mut out = BTreeMap::new();
    for (x, p) in a {
        for (y, q) in b {
            *out.entry(x + y).or_insert(0.0) += p * q;
        }
    }
    out
}

/// Links of an exploding chain followed: deeper ones are rarer than 1e-13.
fn links(explode_chance: f64) -> usize {
    let mut depth = 1;
    let mut reach = explode_chance;
    while reach > 1e-13 {
        reach *= explode_chance;
        depth += 1;
    }
    depth
}

// ---- The rules, one function per system ----

/// Forged in the Dark: the highest of N d6 (6 full, 4–5 partial, else bad), two sixes a
/// critical; zero dice roll two and keep the lowest, never a critical.
fn blades(n: usize) -> Exact {
    let mut e = Exact::default();
    let count = if n == 0 { 2 } else { n };
    for (faces, p) in sequences(&vec![d(6); count]) {
        let judged = if n == 0 {
            *faces.iter().min().unwrap()
        } else {
            *faces.iter().max().unwrap()
        };
        let sixes = faces.iter().filter(|f| **f == 6).count();
        let outcome = if n > 0 && sixes >= 2 {
            "critical"
        } else if judged == 6 {
            "full"
        } else if judged >= 4 {
            "partial"
        } else {
            "bad"
        };
        e.add(outcome, judged, p);
    }
    e
}

/// Apocalypse World: 2d6 + stat; 10+ strong hit, 7–9 weak hit, 6- miss.
fn pbta(m: i64) -> Exact {
    let mut e = Exact::default();
    for (f, p) in sequences(&[d(6), d(6)]) {
        let total = f[0] + f[1] + m;
        let outcome = match total {
            10.. => "strong",
            7..=9 => "weak",
            _ => "miss",
        };
        e.add(outcome, total, p);
    }
    e
}

/// Fate Core: 4dF + skill read on the ladder.
fn fate(m: i64) -> Exact {
    const LADDER: [&str; 11] = [
        "terrible",
        "poor",
        "mediocre",
        "average",
        "fair",
        "good",
        "great",
        "superb",
        "fantastic",
        "epic",
        "legendary",
    ];
    let mut e = Exact::default();
    for (f, p) in sequences(&vec![vec![-1, 0, 1]; 4]) {
        let total = f.iter().sum::<i64>() + m;
        let outcome = if total < -2 {
            "beyond-terrible"
        } else if total > 8 {
            "beyond-legendary"
        } else {
            LADDER[(total + 2) as usize]
        };
        e.add(outcome, total, p);
    }
    e
}

/// Call of Cthulhu 7e: a units die and one tens die per roll (more with bonus or penalty
/// dice); each tens die with the units reads 01–100 (00 and 0 is 100); a bonus keeps the
/// lowest reading, a penalty the highest. 01 critical; 100 fumbles, and 96+ with a skill
/// under 50; then a fifth, a half, the skill.
fn coc(skill: i64, bonus: usize, penalty: usize) -> Exact {
    let mut e = Exact::default();
    let tens: Vec<i64> = (0..10).map(|t| t * 10).collect();
    let mut dice = vec![(0..10).collect::<Vec<i64>>()];
    dice.extend(vec![tens; 1 + bonus + penalty]);
    for (f, p) in sequences(&dice) {
        let units = f[0];
        let readings = f[1..].iter().map(|t| {
            if *t == 0 && units == 0 {
                100
            } else {
                t + units
            }
        });
        let roll = if penalty > 0 {
            readings.max().unwrap()
        } else {
            readings.min().unwrap()
        };
        let outcome = if roll == 1 {
            "critical"
        } else if roll == 100 || (skill < 50 && roll >= 96) {
            "fumble"
        } else if roll <= skill / 5 {
            "extreme"
        } else if roll <= skill / 2 {
            "hard"
        } else if roll <= skill {
            "regular"
        } else {
            "failure"
        };
        e.add(outcome, roll, p);
    }
    e
}

/// Shadowrun: N d6, 5–6 a hit; more than half the dice on 1 is a glitch, critical with no
/// hit.
fn sr(n: u32) -> Exact {
    let mut e = Exact::default();
    for (h, p) in histograms(n, 6) {
        let hits = shows(&h, 5, 6);
        let glitch = 2 * shows(&h, 1, 1) > i64::from(n);
        let outcome = match (glitch, hits) {
            (true, 0) => "critical-glitch",
            (true, _) => "glitch",
            (false, 0) => "no-hits",
            (false, _) => "hits",
        };
        e.add(outcome, hits, p);
    }
    e
}

/// A die that aces: each top face adds another roll. Value and chance, chain followed to
/// 1e-13.
fn acing(sides: i64) -> Vec<(i64, f64)> {
    let top = 1.0 / sides as f64;
    let mut out = Vec::new();
    let mut reach = 1.0;
    for aces in 0..links(top) as i64 {
        for last in 1..sides {
            out.push((aces * sides + last, reach * top));
        }
        reach *= top;
    }
    out
}

/// SWADE: trait die and wild d6, both acing; the better plus the modifier; 4 succeeds, 8
/// is a raise; both natural 1s a critical failure.
fn sw(sides: i64, m: i64) -> Exact {
    let mut e = Exact::default();
    for (t, p) in acing(sides) {
        for (w, q) in acing(6) {
            let total = t.max(w) + m;
            let outcome = if t == 1 && w == 1 {
                "critical-failure"
            } else if total >= 8 {
                "raise"
            } else if total >= 4 {
                "success"
            } else {
                "failure"
            };
            e.add(outcome, total, p * q);
        }
    }
    e
}

/// V5: N d10 of which H are hunger dice; 6+ succeeds, each pair of 10s is two more; a
/// critical (a pair of 10s) on a win is messy with a hunger 10; a failure with a hunger 1
/// is bestial; no success at all is a total failure.
fn vtm(n: u32, hunger: u32, difficulty: i64) -> Exact {
    let hunger = hunger.min(n);
    let mut e = Exact::default();
    for (r, p) in histograms(n - hunger, 10) {
        for (h, q) in histograms(hunger, 10) {
            let tens = shows(&r, 10, 10) + shows(&h, 10, 10);
            let successes = shows(&r, 6, 10) + shows(&h, 6, 10) + tens / 2 * 2;
            let wins = successes >= difficulty;
            let outcome = if wins && tens >= 2 && shows(&h, 10, 10) > 0 {
                "messy-critical"
            } else if wins && tens >= 2 {
                "critical"
            } else if wins {
                "success"
            } else if shows(&h, 1, 1) > 0 {
                "bestial-failure"
            } else if successes == 0 {
                "total-failure"
            } else {
                "failure"
            };
            e.add(outcome, successes, p * q);
        }
    }
    e
}

/// Daggerheart: Hope d12 and Fear d12 plus the modifier; equal dice a critical, else the
/// higher die names the roll.
fn dh(m: i64) -> Exact {
    let mut e = Exact::default();
    for (f, p) in sequences(&[d(12), d(12)]) {
        let outcome = match f[0].cmp(&f[1]) {
            std::cmp::Ordering::Equal => "critical",
            std::cmp::Ordering::Greater => "hope",
            std::cmp::Ordering::Less => "fear",
        };
        e.add(outcome, f[0] + f[1] + m, p);
    }
    e
}

/// Cyberpunk RED: d10 + STAT + skill; a natural 10 adds a d10, a natural 1 subtracts one.
fn cpr(m: i64) -> Exact {
    let mut e = Exact::default();
    for (f, p) in sequences(&[d(10), d(10)]) {
        match f[0] {
            10 => e.add("critical-success", 10 + f[1] + m, p),
            1 => e.add("critical-failure", 1 - f[1] + m, p),
            // The second die is not rolled: its ten faces add up to this face's chance.
            face => e.add("plain", face + m, p),
        }
    }
    e
}

/// Classic WoD: N d10 against a difficulty, each 1 cancelling a success. Revised botches
/// with no success die and a 1; the 2nd edition with more 1s than successes.
fn wod(n: u32, difficulty: usize, second: bool) -> Exact {
    let mut e = Exact::default();
    for (h, p) in histograms(n, 10) {
        let successes = shows(&h, difficulty, 10);
        let ones = shows(&h, 1, 1);
        let net = (successes - ones).max(0);
        let botch = if second {
            ones > successes
        } else {
            successes == 0 && ones > 0
        };
        let outcome = if botch {
            "botch"
        } else if net > 0 {
            "success"
        } else {
            "failure"
        };
        e.add(outcome, net, p);
    }
    e
}

/// Chronicles of Darkness: N d10, 8+ succeeds, each 10 rolls again; five successes are
/// exceptional. No dice: a chance die, where only 10 succeeds (and rolls again, again only
/// a 10 counting) and a 1 is a dramatic failure.
fn cod(n: u32) -> Exact {
    let mut e = Exact::default();
    let judge = |successes: i64| match successes {
        5.. => "exceptional",
        1.. => "success",
        _ => "failure",
    };
    if n == 0 {
        // First die: 1 dramatic, 2–9 failure, 10 a success and a chain of 10s after it.
        e.add("dramatic-failure", 0, 0.1);
        e.add("failure", 0, 0.8);
        let mut reach = 0.1;
        for more in 0..links(0.1) as i64 {
            e.add(judge(1 + more), 1 + more, reach * 0.9);
            reach *= 0.1;
        }
        return e;
    }
    // One die's successes: its chain of 10s (each one and another die) then a last face.
    let mut die = BTreeMap::new();
    let mut reach = 1.0;
    for tens in 0..links(0.1) as i64 {
        *die.entry(tens).or_insert(0.0) += reach * 0.7;
        *die.entry(tens + 1).or_insert(0.0) += reach * 0.2;
        reach *= 0.1;
    }
    let mut total = BTreeMap::from([(0i64, 1.0)]);
    for _ in 0..n {
        total = convolve(&total, &die);
    }
    for (successes, p) in total {
        e.add(judge(successes), successes, p);
    }
    e
}

/// Year Zero: base, skill and gear d6; each 6 a success.
fn yz(base: u32, skill: u32, gear: u32) -> Exact {
    let mut e = Exact::default();
    for (h, p) in histograms(base + skill + gear, 6) {
        let sixes = shows(&h, 6, 6);
        e.add(if sixes > 0 { "success" } else { "failure" }, sixes, p);
    }
    e
}

/// Cypher: d20 against 3 × level (level 0 always succeeds, past 6 never); 1 a GM
/// intrusion; on a success 20 a major effect, 19 a minor one, 17–18 extra damage.
fn cypher(level: i64) -> Exact {
    let mut e = Exact::default();
    for roll in 1..=20 {
        let succeeds = level == 0 || (level <= 6 && roll >= 3 * level);
        let outcome = match roll {
            1 => "intrusion",
            20 if succeeds => "major",
            19 if succeeds => "minor",
            17 | 18 if succeeds => "damage",
            _ if succeeds => "success",
            _ => "failure",
        };
        e.add(outcome, roll, 0.05);
    }
    e
}

/// Earthdawn 4e: the step's dice from the table, each acing; a difficulty met succeeds,
/// every full 5 over it an extra success; all dice on 1 fail (the Rule of One).
fn ed(dice: &[i64], modifier: i64, tn: i64) -> Exact {
    let mut e = Exact::default();
    // Each die's (value, chance); the Rule of One is every die on its first face 1.
    let mut rolls: Vec<(i64, bool, f64)> = vec![(0, true, 1.0)];
    for sides in dice {
        let mut next = Vec::new();
        for (sum, ones, p) in &rolls {
            for (v, q) in acing(*sides) {
                next.push((sum + v, *ones && v == 1, p * q));
            }
        }
        rolls = next;
    }
    for (sum, ones, p) in rolls {
        let total = sum + modifier;
        let outcome = if ones {
            "rule-of-one"
        } else if tn > 0 && total >= tn + 5 {
            "extra"
        } else if tn > 0 && total >= tn {
            "success"
        } else if tn > 0 {
            "failure"
        } else {
            "rolled"
        };
        e.add(outcome, total, p);
    }
    e
}

/// L5R 4e roll-and-keep with at most ten dice: `n` d10 that ace on 10, the `keep` highest
/// added (plus the Ten Dice Rule's bonus); a target met succeeds.
fn l5r(n: usize, keep: usize, bonus: i64, tn: i64) -> Exact {
    let mut e = Exact::default();
    let mut judge = |kept: i64, p: f64| {
        let total = kept + bonus;
        let outcome = match tn {
            0 => "rolled",
            _ if total >= tn => "success",
            _ => "failure",
        };
        e.add(outcome, total, p);
    };
    if keep >= n {
        // Every die kept: the sum of n acing dice.
        let one: BTreeMap<i64, f64> = acing(10).into_iter().collect();
        let mut sum = BTreeMap::from([(0, 1.0)]);
        for _ in 0..n {
            sum = convolve(&sum, &one);
        }
        for (kept, p) in sum {
            judge(kept, p);
        }
        return e;
    }
    // Every sequence of n dice, walked without keeping them all.
    fn walk(
        one: &[(i64, f64)],
        seq: &mut Vec<i64>,
        p: f64,
        n: usize,
        f: &mut dyn FnMut(&[i64], f64),
    ) {
        if seq.len() == n {
            f(seq, p);
            return;
        }
        for (v, q) in one {
            seq.push(*v);
            walk(one, seq, p * q, n, f);
            seq.pop();
        }
    }
    let one = acing(10);
    walk(&one, &mut Vec::new(), 1.0, n, &mut |seq, p| {
        let mut seq = seq.to_vec();
        seq.sort_unstable_by(|a, b| b.cmp(a));
        judge(seq[..keep].iter().sum(), p);
    });
    e
}

/// Genesys: each die's faces as symbols (S success, A advantage, T triumph, F failure, H
/// threat, D despair); successes and triumphs less failures and despairs, advantages less
/// threats; one net success succeeds.
fn genesys(pool: &[&str]) -> Exact {
    let faces = |kind: &str| -> Vec<&'static str> {
        match kind {
            "ability" => vec!["", "S", "S", "SS", "A", "A", "SA", "AA"],
            "proficiency" => vec![
                "", "S", "S", "SS", "SS", "A", "SA", "SA", "SA", "AA", "AA", "T",
            ],
            "boost" => vec!["", "", "S", "SA", "AA", "A"],
            "difficulty" => vec!["", "F", "FF", "H", "H", "H", "HH", "FH"],
            "challenge" => vec![
                "", "F", "F", "FF", "FF", "H", "H", "FH", "FH", "HH", "HH", "D",
            ],
            _ => vec!["", "", "F", "F", "H", "H"],
        }
    };
    let dice: Vec<Vec<&str>> = pool.iter().map(|k| faces(k)).collect();
    let mut e = Exact::default();
    let mut seqs: Vec<(String, f64)> = vec![(String::new(), 1.0)];
    for d in &dice {
        let p = 1.0 / d.len() as f64;
        seqs = seqs
            .into_iter()
            .flat_map(|(seq, q)| d.iter().map(move |f| (format!("{seq}{f}"), q * p)))
            .collect();
    }
    for (symbols, p) in seqs {
        let n = |c: char| symbols.chars().filter(|x| *x == c).count() as i64;
        let net = n('S') + n('T') - n('F') - n('D');
        let advantage = n('A') - n('H');
        let outcome = match (net > 0, advantage.signum()) {
            (true, 1) => "success-advantage",
            (true, -1) => "success-threat",
            (true, _) => "success",
            (false, 1) => "failure-advantage",
            (false, -1) => "failure-threat",
            (false, _) => "failure",
        };
        e.add(outcome, net, p);
    }
    e
}

/// Open Legend: a d20 (two for score 0 with advantage or disadvantage, the higher or
/// lower kept) and `n + extra` attribute dice of `sides` sides, the `n` highest kept (the
/// `n` lowest with disadvantage), then every kept die on its top face explodes: its top
/// face plus an acing die.
fn ol(n: usize, sides: i64, extra: usize, low: bool, cr: i64) -> Exact {
    let exploded = |top: i64| -> BTreeMap<i64, f64> {
        acing(top).into_iter().map(|(v, p)| (top + v, p)).collect()
    };
    let d20s = if n == 0 && extra > 0 { 2 } else { 1 };
    let mut d20 = BTreeMap::new();
    for (faces, p) in sequences(&vec![d(20); d20s]) {
        let kept = if low {
            *faces.iter().min().unwrap()
        } else {
            *faces.iter().max().unwrap()
        };
        let part = if kept == 20 {
            exploded(20)
        } else {
            BTreeMap::from([(kept, 1.0)])
        };
        for (v, q) in part {
            *d20.entry(v).or_insert(0.0) += p * q;
        }
    }
    let rolled = if n == 0 { 0 } else { n + extra };
    let mut attribute = BTreeMap::new();
    for (mut faces, p) in sequences(&vec![d(sides); rolled]) {
        faces.sort_unstable();
        if !low {
            faces.reverse();
        }
        let mut sum = BTreeMap::from([(0, 1.0)]);
        for f in &faces[..n] {
            let part = if *f == sides {
                exploded(sides)
            } else {
                BTreeMap::from([(*f, 1.0)])
            };
            sum = convolve(&sum, &part);
        }
        for (v, q) in sum {
            *attribute.entry(v).or_insert(0.0) += p * q;
        }
    }
    let mut e = Exact::default();
    for (total, p) in convolve(&d20, &attribute) {
        let outcome = match cr {
            0 => "rolled",
            _ if total >= cr => "success",
            _ => "twist",
        };
        e.add(outcome, total, p);
    }
    e
}

/// The AGE System: 3d6 (the last the Dragon die) plus the modifier; two dice alike earn
/// the Dragon die's stunt points on a success.
fn age(m: i64, tn: i64) -> Exact {
    let mut e = Exact::default();
    for (f, p) in sequences(&[d(6), d(6), d(6)]) {
        let total = f.iter().sum::<i64>() + m;
        let doubles = f[0] == f[1] || f[0] == f[2] || f[1] == f[2];
        let wins = tn == 0 || total >= tn;
        let outcome = if doubles && wins {
            "stunt"
        } else if tn == 0 {
            "rolled"
        } else if wins {
            "success"
        } else {
            "failure"
        };
        e.add(outcome, total, p);
    }
    e
}

/// Traveller 2e: 2d6 + DM (3d6 keeping the two highest with a boon, the two lowest with a
/// bane) against the difficulty; the Effect's band names the outcome.
fn traveller(dm: i64, tn: i64, boon: bool, bane: bool) -> Exact {
    let mut e = Exact::default();
    let n = if boon || bane { 3 } else { 2 };
    for (mut f, p) in sequences(&vec![d(6); n]) {
        f.sort_unstable();
        let kept: i64 = if bane {
            f[0] + f[1]
        } else {
            f[n - 2] + f[n - 1]
        };
        let total = kept + dm;
        let outcome = match total - tn {
            6.. => "exceptional-success",
            1..=5 => "average-success",
            0 => "marginal-success",
            -1 => "marginal-failure",
            -5..=-2 => "average-failure",
            _ => "exceptional-failure",
        };
        e.add(outcome, total, p);
    }
    e
}

/// Shadow of the Demon Lord: d20 + modifier, plus (boons) or minus (banes) the highest of
/// as many d6 as are left once they cancel; `tn` or more succeeds.
fn sdl(m: i64, boons: usize, banes: usize, tn: i64) -> Exact {
    let mut e = Exact::default();
    let mut dice = vec![d(20)];
    dice.extend(vec![d(6); boons.abs_diff(banes)]);
    for (f, p) in sequences(&dice) {
        let extra = f[1..].iter().max().copied().unwrap_or(0);
        let total = f[0] + m + if boons > banes { extra } else { -extra };
        e.add(if total >= tn { "success" } else { "failure" }, total, p);
    }
    e
}

/// Fabula Ultima: two attribute dice and a modifier; a pair of 6+ is a critical, a pair of
/// 1s a fumble, whatever the difficulty.
fn fu(first: i64, second: i64, m: i64, dc: i64) -> Exact {
    let mut e = Exact::default();
    for (f, p) in sequences(&[d(first), d(second)]) {
        let total = f[0] + f[1] + m;
        let outcome = if f[0] == f[1] && f[0] >= 6 {
            "critical"
        } else if f[0] == 1 && f[1] == 1 {
            "fumble"
        } else if dc == 0 {
            "rolled"
        } else if total >= dc {
            "success"
        } else {
            "failure"
        };
        e.add(outcome, total, p);
    }
    e
}

/// One-Roll Engine: n d10 as sets of matching faces; the widest set's width is the result.
fn ore(n: u32) -> Exact {
    let mut e = Exact::default();
    for (h, p) in histograms(n, 10) {
        let width = i64::from(*h.iter().max().unwrap());
        let sets = h.iter().filter(|c| **c >= 2).count();
        let outcome = match sets {
            0 => "no-set",
            1 => "set",
            _ => "sets",
        };
        e.add(outcome, width, p);
    }
    e
}

/// Draw Steel: 2d10 + characteristic, ±2 for one edge or bane, a tier up or down for two;
/// 11- tier 1, 12–16 tier 2, 17+ tier 3; natural 19–20 always tier 3, a critical.
fn ds(m: i64, edges: i64, banes: i64) -> Exact {
    let mut e = Exact::default();
    for (f, p) in sequences(&[d(10), d(10)]) {
        let natural = f[0] + f[1];
        let total = natural
            + m
            + match (edges, banes) {
                (1, _) => 2,
                (_, 1) => -2,
                _ => 0,
            };
        let mut tier = match total {
            ..=11 => 1,
            12..=16 => 2,
            _ => 3,
        };
        if edges == 2 {
            tier += 1;
        }
        if banes == 2 {
            tier -= 1;
        }
        let outcome = if natural >= 19 {
            "critical"
        } else {
            ["tier1", "tier1", "tier2", "tier3", "tier3"][tier as usize]
        };
        e.add(outcome, total, p);
    }
    e
}

/// Essence20 as the Foundry VTT system rolls it: the skill die's rung on the ladder fumble
/// (-2), auto fail (-1), d20 (0: no skill die), d2 … d12 (1–6), 2d8 (7), 3d6 (8). Below 0
/// nothing is rolled. Otherwise a d20 (two with an edge or a snag alone: the higher or
/// lower kept) plus the rung's dice, or with a specialization the highest of every rung's
/// dice up to it (2d8 and 3d6 each one sum). A kept 1 on the d20 is a fumble; any skill die
/// on its highest face a critical (a d2 only when `d2crit`).
fn e20(rung: i64, spec: bool, edge: bool, snag: bool, d2crit: bool, m: i64, dc: i64) -> Exact {
    const LADDER: [&[i64]; 8] = [&[2], &[4], &[6], &[8], &[10], &[12], &[8, 8], &[6, 6, 6]];
    let mut e = Exact::default();
    match rung {
        -2 => e.add("automatic-fumble", m, 1.0),
        -1 => e.add("automatic-failure", m, 1.0),
        _ => {}
    }
    if rung < 0 {
        return e;
    }
    // The skill part as (kept value, critical) with its chance: each rung rolled is one
    // operand, its dice enumerated; operands combine by the higher value, any critical.
    let rolled: Vec<&[i64]> = match (rung, spec) {
        (0, _) => Vec::new(),
        (r, true) => LADDER[..r as usize].to_vec(),
        (r, false) => vec![LADDER[r as usize - 1]],
    };
    let mut skill: BTreeMap<(i64, bool), f64> = BTreeMap::from([((0, false), 1.0)]);
    for sides in rolled {
        let dice: Vec<Vec<i64>> = sides.iter().map(|s| d(*s)).collect();
        let mut operand: BTreeMap<(i64, bool), f64> = BTreeMap::new();
        for (f, p) in sequences(&dice) {
            let crit = f
                .iter()
                .zip(sides)
                .any(|(face, s)| face == s && (*s > 2 || d2crit));
            *operand.entry((f.iter().sum(), crit)).or_insert(0.0) += p;
        }
        let mut next = BTreeMap::new();
        for ((v, c), p) in &skill {
            for ((w, k), q) in &operand {
                *next.entry(((*v).max(*w), *c || *k)).or_insert(0.0) += p * q;
            }
        }
        skill = next;
    }
    let d20s = if edge != snag { 2 } else { 1 };
    for (f, p) in sequences(&vec![d(20); d20s]) {
        let natural = if snag && !edge {
            *f.iter().min().unwrap()
        } else {
            *f.iter().max().unwrap()
        };
        for ((value, crit), q) in &skill {
            let total = natural + value + m;
            let fumble = natural == 1;
            let outcome = match (crit, fumble) {
                (true, true) => "crumble",
                (true, false) => "critical",
                (false, true) => "fumble",
                _ if dc == 0 => "rolled",
                _ if total >= dc => "success",
                _ => "failure",
            };
            e.add(outcome, total, p * q);
        }
    }
    e
}

/// Dark Heresy 2e: d100 at or under the target succeeds (01 always, 100 never); one degree
/// plus the difference of the tens digits.
fn darkheresy(target: i64) -> Exact {
    let mut e = Exact::default();
    for roll in 1..=100 {
        let succeeds = roll == 1 || (roll <= target && roll < 100);
        let degrees = if succeeds {
            1 + target / 10 - roll / 10
        } else {
            (1 + roll / 10 - target / 10).max(1)
        };
        e.add(if succeeds { "success" } else { "failure" }, degrees, 0.01);
    }
    e
}

/// MÖRK BORG: d20 + ability against the DR; natural 20 a crit, natural 1 a fumble.
fn morkborg(m: i64, dr: i64) -> Exact {
    let mut e = Exact::default();
    for roll in 1..=20 {
        let outcome = match roll {
            20 => "crit",
            1 => "fumble",
            _ if roll + m >= dr => "success",
            _ => "failure",
        };
        e.add(outcome, roll + m, 0.05);
    }
    e
}

/// Troika!: 2d6 at or under the target; 12 always fails, 2 always succeeds.
fn troika(target: i64) -> Exact {
    let mut e = Exact::default();
    for (f, p) in sequences(&[d(6), d(6)]) {
        let roll = f[0] + f[1];
        let wins = roll == 2 || (roll <= target && roll < 12);
        e.add(if wins { "success" } else { "failure" }, roll, p);
    }
    e
}

/// Every parameter set: the input as typed and its chances worked out from the rules.
fn cases() -> Vec<(&'static str, Exact)> {
    vec![
        ("blades 0", blades(0)),
        ("blades 1", blades(1)),
        ("blades 3", blades(3)),
        ("blades 5", blades(5)),
        ("pbta +1", pbta(1)),
        ("pbta", pbta(0)),
        ("pbta -2", pbta(-2)),
        ("fate +2", fate(2)),
        ("fate", fate(0)),
        ("fate -1", fate(-1)),
        ("fate +7", fate(7)),
        ("coc 45", coc(45, 0, 0)),
        ("coc 45 b1", coc(45, 1, 0)),
        ("coc 30 p2", coc(30, 0, 2)),
        ("coc 70 b2", coc(70, 2, 0)),
        ("coc 99 p1", coc(99, 0, 1)),
        ("sr 1", sr(1)),
        ("sr 6", sr(6)),
        ("sr 12", sr(12)),
        ("sw d4", sw(4, 0)),
        ("sw d8+2", sw(8, 2)),
        ("sw d12-3", sw(12, -3)),
        ("vtm 6 h2", vtm(6, 2, 1)),
        ("vtm 5 h0 d3", vtm(5, 0, 3)),
        ("vtm 4 h4", vtm(4, 4, 1)),
        ("vtm 7 h3 d4", vtm(7, 3, 4)),
        ("dh +2", dh(2)),
        ("dh", dh(0)),
        ("dh -1", dh(-1)),
        ("cpr +12", cpr(12)),
        ("cpr", cpr(0)),
        ("cpr +5", cpr(5)),
        ("wod 5", wod(5, 6, false)),
        ("wod 6 d8", wod(6, 8, false)),
        ("wod 4 d7 2e", wod(4, 7, true)),
        ("cod 5", cod(5)),
        ("cod 0", cod(0)),
        ("cod 8", cod(8)),
        ("cod 1", cod(1)),
        ("yz 4 2 1", yz(4, 2, 1)),
        ("yz 3", yz(3, 0, 0)),
        ("yz 2 0 2", yz(2, 0, 2)),
        ("cypher 3", cypher(3)),
        ("cypher 0", cypher(0)),
        ("cypher 6", cypher(6)),
        ("cypher 7", cypher(7)),
        // Steps 10 (2d8), 19 (d20 + 2d6) and 2 (d4 - 1) of the Step and Action Dice Table.
        ("ed 10 tn9", ed(&[8, 8], 0, 9)),
        ("ed 19 tn20", ed(&[20, 6, 6], 0, 20)),
        ("ed 2", ed(&[4], -1, 0)),
        ("ed 5 karma tn9", ed(&[8, 6], 0, 9)),
        ("l5r 3k1", l5r(3, 1, 0, 0)),
        ("l5r 3k2 tn15", l5r(3, 2, 0, 15)),
        ("l5r 2 1 tn10 r1", l5r(2, 1, 0, 15)),
        // 13k9 is 10k10 + 2.
        ("l5r 13k9 tn60", l5r(10, 10, 2, 60)),
        (
            "genesys a2 p1 d2",
            genesys(&[
                "ability",
                "ability",
                "proficiency",
                "difficulty",
                "difficulty",
            ]),
        ),
        (
            "genesys a1 p1 b1 d1 c1 s1",
            genesys(&[
                "ability",
                "proficiency",
                "boost",
                "difficulty",
                "challenge",
                "setback",
            ]),
        ),
        (
            "genesys p2 c2",
            genesys(&["proficiency", "proficiency", "challenge", "challenge"]),
        ),
        ("ol 3 adv1 cr15", ol(1, 8, 1, false, 15)),
        ("ol 5 dis1 cr14", ol(2, 6, 1, true, 14)),
        ("ol 0 adv1 cr12", ol(0, 4, 1, false, 12)),
        ("ol 2 adv2", ol(1, 6, 2, false, 0)),
        ("age +3 tn11", age(3, 11)),
        ("age +2", age(2, 0)),
        ("age tn13", age(0, 13)),
        ("traveller +1", traveller(1, 8, false, false)),
        ("traveller +2 tn10 boon", traveller(2, 10, true, false)),
        ("traveller -1 bane", traveller(-1, 8, false, true)),
        ("sdl +2 boon2", sdl(2, 2, 0, 10)),
        ("sdl bane1", sdl(0, 0, 1, 10)),
        ("sdl +1 boon1 bane3 tn12", sdl(1, 1, 3, 12)),
        ("fu 8 10 +1 dc10", fu(8, 10, 1, 10)),
        ("fu 6 6", fu(6, 6, 0, 0)),
        ("fu 12 8 dc13", fu(12, 8, 0, 13)),
        ("ore 6", ore(6)),
        ("ore 10", ore(10)),
        ("ore 3", ore(3)),
        ("ds +2", ds(2, 0, 0)),
        ("ds +3 edge1", ds(3, 1, 0)),
        ("ds +1 bane2", ds(1, 0, 2)),
        ("ds -1 edge2", ds(-1, 2, 0)),
        ("e20 d6 +2", e20(3, false, false, false, false, 2, 0)),
        ("e20 d8 spec dc14", e20(4, true, false, false, false, 0, 14)),
        ("e20 d20 snag", e20(0, false, false, true, false, 0, 0)),
        (
            "e20 d4 up2 edge dc18",
            e20(4, false, true, false, false, 0, 18),
        ),
        // Past d12: 2d8, then 3d6 however far up; a specialized 3d6 keeps the best of all.
        (
            "e20 d12 up1 snag dc20",
            e20(7, false, false, true, false, 0, 20),
        ),
        (
            "e20 d10 up5 spec d2crit +1",
            e20(8, true, false, false, true, 1, 0),
        ),
        ("e20 d2 down2", e20(-1, false, false, false, false, 0, 0)),
        (
            "e20 d20 down2 dc5",
            e20(-2, false, false, false, false, 0, 5),
        ),
        ("darkheresy 45", darkheresy(45)),
        ("darkheresy 72", darkheresy(72)),
        ("darkheresy 120", darkheresy(120)),
        ("morkborg +1", morkborg(1, 12)),
        ("morkborg -2 dr14", morkborg(-2, 14)),
        ("troika 8", troika(8)),
        ("troika 12", troika(12)),
        ("troika 1", troika(1)),
    ]
}

const SYSTEMS: [&str; 13] = [
    "blades", "pbta", "fate", "coc", "sr", "sw", "vtm", "dh", "cpr", "wod", "cod", "yz", "cypher",
];

#[test]
fn every_system_has_three_parameter_sets_whose_rules_add_up() {
    let cases = cases();
    for system in SYSTEMS {
        let sets = cases
            .iter()
            .filter(|(input, _)| input.split(' ').next() == Some(system))
            .count();
        assert!(sets >= 3, "{system}: {sets} parameter sets");
    }
    for (input, exact) in &cases {
        let total: f64 = exact.outcomes.values().sum();
        assert!((total - 1.0).abs() < 1e-9, "{input}: outcomes {total}");
        let total: f64 = exact.results.values().sum();
        assert!((total - 1.0).abs() < 1e-9, "{input}: results {total}");
    }
}

#[test]
fn stats_odds_equal_the_rules_worked_out_exhaustively() {
    let book = Book::load().expect("the book reads");
    for (input, exact) in cases() {
        let (system, args) = book.call(input).expect(input);
        let params = system
            .arguments(args)
            .unwrap_or_else(|e| panic!("{input}: {e:?}"));
        let odds = system
            .odds(&params, &Limits::default(), Budget::ANALYZE, &Stop::never())
            .unwrap_or_else(|e| panic!("{input}: {e:?}"));
        assert!(odds.exact, "{input}: sampled");
        for key in exact.outcomes.keys() {
            assert!(
                system.outcome_keys().any(|k| k == *key),
                "{input}: the rules name {key}, the system does not"
            );
        }
        for (key, p) in &odds.outcomes {
            let want = exact.outcomes.get(key.as_str()).copied().unwrap_or(0.0);
            assert!(
                (p - want).abs() < 1e-4,
                "{input}: {key} is {p} in /stats, {want} by the rules"
            );
        }
        let shown: BTreeMap<i64, f64> = odds.results.iter().copied().collect();
        for value in shown.keys().chain(exact.results.keys()) {
            let (p, want) = (
                shown.get(value).copied().unwrap_or(0.0),
                exact.results.get(value).copied().unwrap_or(0.0),
            );
            assert!(
                (p - want).abs() < 1e-4,
                "{input}: result {value} is {p} in /stats, {want} by the rules"
            );
        }
    }
}

/// The chi-square value exceeded with probability p (given by its normal quantile `z`)
/// for `dof` degrees of freedom, by the Wilson–Hilferty approximation.
fn critical(dof: f64, z: f64) -> f64 {
    let a = 2.0 / (9.0 * dof);
    dof * (1.0 - a + z * a.sqrt()).powi(3)
}

/// Outcomes expected fewer than 5 times are pooled into one bin (and that bin into the
/// likeliest, if it is still under 5): the test's usual condition.
fn bins(counts: &[(f64, u64)]) -> Vec<(f64, u64)> {
    let (mut kept, rare): (Vec<_>, Vec<_>) = counts.iter().partition(|(e, _)| *e >= 5.0);
    let pooled = rare
        .iter()
        .fold((0.0, 0), |(e, c), (re, rc)| (e + re, c + rc));
    if pooled.0 >= 5.0 {
        kept.push(pooled);
    } else if let Some(top) = kept
        .iter_mut()
        .max_by(|a, b| a.0.partial_cmp(&b.0).unwrap_or(std::cmp::Ordering::Equal))
    {
        top.0 += pooled.0;
        top.1 += pooled.1;
    }
    kept
}

#[test]
fn ten_thousand_seeded_rolls_per_set_land_within_chi_square_bounds() {
    const ROLLS: u64 = 10_000;
    let book = Book::load().expect("the book reads");
    for (index, (input, exact)) in cases().into_iter().enumerate() {
        let (system, args) = book.call(input).expect(input);
        let params = system.arguments(args).expect(input);
        let mut source = RandomSource::seeded(20_261_206 + index as u64);
        let mut seen: BTreeMap<String, u64> = BTreeMap::new();
        for _ in 0..ROLLS {
            let rolled = system
                .roll(&params, &Limits::default(), &mut source)
                .unwrap_or_else(|e| panic!("{input}: {e:?}"));
            *seen.entry(rolled.outcome).or_insert(0) += 1;
        }
        for (key, count) in &seen {
            assert!(
                exact.outcomes.get(key.as_str()).copied().unwrap_or(0.0) > 0.0,
                "{input}: rolled {key} {count} times, impossible by the rules"
            );
        }
        let counts: Vec<(f64, u64)> = exact
            .outcomes
            .iter()
            .map(|(key, p)| {
                (
                    p * ROLLS as f64,
                    seen.get(*key).copied().unwrap_or_default(),
                )
            })
            .collect();
        let bins = bins(&counts);
        if bins.len() < 2 {
            continue;
        }
        let chi: f64 = bins.iter().map(|(e, c)| (*c as f64 - e).powi(2) / e).sum();
        let limit = critical((bins.len() - 1) as f64, 3.09);
        assert!(
            chi < limit,
            "{input}: chi-square {chi:.2} ≥ {limit:.2} over {bins:?}"
        );
    }
}
