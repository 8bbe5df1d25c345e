/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Newslettercopycodelabel3Inputs */

const cs_newslettercopycodelabel3 = /** @type {(inputs: Newslettercopycodelabel3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kopírovat kód ${i?.code}`)
};

/**

* @param {Newslettercopycodelabel3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettercopycodelabel3 = cs_newslettercopycodelabel3;
export { newslettercopycodelabel3 as "newsletterCopyCodeLabel" }