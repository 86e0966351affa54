// How an e-mail is shown to someone who has not proved they own it (a resume by CUIT): the first two
// characters of the mailbox and the domain, enough to recognise it, too little to learn it.
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
};
