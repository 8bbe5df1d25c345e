// https://vike.dev/route — the newsletter pages: /newsletter/{step} (steps in newsletterSteps.ts).
export default '/newsletter/@step';
