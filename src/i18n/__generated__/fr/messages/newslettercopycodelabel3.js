/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Newslettercopycodelabel3Inputs */

const fr_newslettercopycodelabel3 = /** @type {(inputs: Newslettercopycodelabel3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copier le code ${i?.code}`)
};

/**

* @param {Newslettercopycodelabel3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettercopycodelabel3 = fr_newslettercopycodelabel3;
export { newslettercopycodelabel3 as "newsletterCopyCodeLabel" }