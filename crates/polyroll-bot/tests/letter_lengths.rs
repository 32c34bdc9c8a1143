//! Text whose letters change length when lower-cased (`Ⱥ` is 2 bytes, `ⱥ` 3; `İ` is 2,
//! `i̇` 3), typed where the bot looks words up in any case: answered like any other text
//! it cannot read, never a panic that ends the conversation (the console process died on
//! both of these), nor a suggestion cut in the wrong place.

mod common;

use common::{bot_with, request};

async fn say(text: &str) -> String {
    let bot = bot_with(&[]).await;
    bot.handle(&request(text)).await.text
}

#[tokio::test]
async fn a_system_roll_with_such_letters_around_its_joining_letter_is_refused() {
    for word in ["ȺȺk3", "ȺȺȺȺk3", "İk3"] {
        let said = say(&format!("l5r {word}")).await;
        assert!(
            said.starts_with(&format!("l5r does not take “{word}”")),
            "{said}"
        );
    }
}

#[tokio::test]
async fn advantage_after_such_letters_is_read_from_the_text_as_typed() {
    let said = say("d20ȺȺȺȺ adv").await;
    assert!(said.contains("unexpected 'ȺȺȺȺ'"), "{said}");
    // Was "did you mean 2d20kh1d20+5 (ȺȺȺ)?": another formula.
    let said = say("1d20+5 (ȺȺȺ) adv").await;
    assert!(said.contains("did you mean 2d20kh1+5 (ȺȺȺ)?"), "{said}");
}
