/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customertrack1Inputs */

const sv_customertrack1 = /** @type {(inputs: Customertrack1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spåra försändelse ${i?.number}`)
};

/**

* @param {Customertrack1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertrack1 = sv_customertrack1;
export { customertrack1 as "customerTrack" }