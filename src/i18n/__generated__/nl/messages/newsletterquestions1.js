/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Newsletterquestions1Inputs */

const nl_newsletterquestions1 = /** @type {(inputs: Newsletterquestions1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Heb je een klantaccount of vragen over je gegevens? ${i?.contact}`)
};

/**

* @param {Newsletterquestions1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterquestions1 = nl_newsletterquestions1;
export { newsletterquestions1 as "newsletterQuestions" }