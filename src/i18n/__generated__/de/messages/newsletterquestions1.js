/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Newsletterquestions1Inputs */

const de_newsletterquestions1 = /** @type {(inputs: Newsletterquestions1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben ein Kundenkonto oder Fragen zu Ihren Daten? ${i?.contact}`)
};

/**

* @param {Newsletterquestions1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletterquestions1 = de_newsletterquestions1;
export { newsletterquestions1 as "newsletterQuestions" }