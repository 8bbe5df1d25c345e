/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Newslettercopycodelabel3Inputs */

const sv_newslettercopycodelabel3 = /** @type {(inputs: Newslettercopycodelabel3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kopiera koden ${i?.code}`)
};

/**

* @param {Newslettercopycodelabel3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newslettercopycodelabel3 = sv_newslettercopycodelabel3;
export { newslettercopycodelabel3 as "newsletterCopyCodeLabel" }