/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customertrack1Inputs */

const cs_customertrack1 = /** @type {(inputs: Customertrack1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sledovat zásilku ${i?.number}`)
};

/**

* @param {Customertrack1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertrack1 = cs_customertrack1;
export { customertrack1 as "customerTrack" }