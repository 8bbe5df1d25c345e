/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Newsletterquestions1Inputs */

const cs_newsletterquestions1 = /** @type {(inputs: Newsletterquestions1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Máte zákaznický účet nebo dotazy ke svým údajům? ${i?.contact}`)
};

/**

* @param {Newsletterquestions1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterquestions1 = cs_newsletterquestions1;
export { newsletterquestions1 as "newsletterQuestions" }