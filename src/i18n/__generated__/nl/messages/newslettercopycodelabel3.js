/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Newslettercopycodelabel3Inputs */

const nl_newslettercopycodelabel3 = /** @type {(inputs: Newslettercopycodelabel3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Code ${i?.code} kopiëren`)
};

/**

* @param {Newslettercopycodelabel3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newslettercopycodelabel3 = nl_newslettercopycodelabel3;
export { newslettercopycodelabel3 as "newsletterCopyCodeLabel" }