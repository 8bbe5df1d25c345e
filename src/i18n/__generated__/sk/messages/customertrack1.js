/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customertrack1Inputs */

const sk_customertrack1 = /** @type {(inputs: Customertrack1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sledovať zásielku ${i?.number}`)
};

/**

* @param {Customertrack1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertrack1 = sk_customertrack1;
export { customertrack1 as "customerTrack" }