/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Newsletterquestions1Inputs */

const sk_newsletterquestions1 = /** @type {(inputs: Newsletterquestions1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Máte zákaznícky účet alebo otázky k svojim údajom? ${i?.contact}`)
};

/**

* @param {Newsletterquestions1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterquestions1 = sk_newsletterquestions1;
export { newsletterquestions1 as "newsletterQuestions" }