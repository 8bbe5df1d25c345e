/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Newsletterquestions1Inputs */

const sv_newsletterquestions1 = /** @type {(inputs: Newsletterquestions1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Har du ett kundkonto eller frågor om dina uppgifter? ${i?.contact}`)
};

/**

* @param {Newsletterquestions1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterquestions1 = sv_newsletterquestions1;
export { newsletterquestions1 as "newsletterQuestions" }