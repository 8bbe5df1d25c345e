/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Newslettercopycodelabel3Inputs */

const sk_newslettercopycodelabel3 = /** @type {(inputs: Newslettercopycodelabel3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kopírovať kód ${i?.code}`)
};

/**

* @param {Newslettercopycodelabel3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettercopycodelabel3 = sk_newslettercopycodelabel3;
export { newslettercopycodelabel3 as "newsletterCopyCodeLabel" }