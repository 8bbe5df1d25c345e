/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customertrack1Inputs */

const fr_customertrack1 = /** @type {(inputs: Customertrack1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suivre le colis ${i?.number}`)
};

/**

* @param {Customertrack1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertrack1 = fr_customertrack1;
export { customertrack1 as "customerTrack" }