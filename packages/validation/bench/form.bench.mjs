// Time per username + password + e-mail form: lobbykit's rules against the same checks
// written as plain RegExp tests, in the same process. Printed, never asserted.
import { validateEmail, validatePassword, validateUsername } from '../dist/index.js';

const forms = [
  ['player01', 'abc123!x', 'player01@example.com'],
  ['ab', '123456', 'not-an-email'],
  ['LuckyDragon888', 'Zz9!Zz9!Zz9!', 'lucky.dragon+vip@mail.example.co.uk'],
  ['bad name', 'pass word', 'a@b'],
  ['x'.repeat(20), 'onlyletters', 'first.last@sub.domain.org'],
  ['Ab12', '!@#$%^&*', 'USER_NAME%tag@EXAMPLE.IO'],
  ['zhangsan2024', 'P@ssw0rd2024', 'zhangsan@qq.com'],
  ['user', 'abcdefghijklmnopq', `${'a'.repeat(45)}@x.com`],
];

const username = /^[A-Za-z0-9]{4,16}$/;
const printable = /^[\x21-\x7e]{6,16}$/;
const onlyDigits = /^\d+$/;
const onlyLetters = /^[A-Za-z]+$/;
const onlySymbols = /^[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+$/;
const email =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

function lobbykit(form) {
  return validateUsername(form[0]).ok & validatePassword(form[1]).ok & validateEmail(form[2]).ok;
}

function regexp(form) {
  const p = form[1];
  const passwordOk = printable.test(p) && !onlyDigits.test(p) && !onlyLetters.test(p) && !onlySymbols.test(p);
  return username.test(form[0]) & passwordOk & (email.test(form[2]) && form[2].length <= 50);
}

function measure(fn, rounds) {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < forms.length; i++) sink += fn(forms[i]);
  }
  const ns = Number(process.hrtime.bigint() - start);
  if (sink < 0) console.info(sink);
  return ns / 1000 / (rounds * forms.length);
}

for (const form of forms) {
  if (Boolean(lobbykit(form)) !== Boolean(regexp(form))) throw new Error(`disagree on ${form.join(' | ')}`);
}

const rounds = 200_000;
measure(lobbykit, rounds / 4);
measure(regexp, rounds / 4);
const ours = [];
const theirs = [];
for (let i = 0; i < 5; i++) {
  ours.push(measure(lobbykit, rounds));
  theirs.push(measure(regexp, rounds));
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const a = median(ours);
const b = median(theirs);
console.info(
  `validation: username+password+email form, ${forms.length} forms x ${rounds} rounds x 5, median`,
);
console.info(`  lobbykit rules : ${a.toFixed(3)} us/form (goal < 5 us)`);
console.info(`  plain RegExp   : ${b.toFixed(3)} us/form`);
console.info(`  ratio          : ${(a / b).toFixed(2)}x the RegExp time`);
