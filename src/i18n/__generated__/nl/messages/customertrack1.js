/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Customertrack1Inputs */

const nl_customertrack1 = /** @type {(inputs: Customertrack1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zending ${i?.number} volgen`)
};

/**

* @param {Customertrack1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertrack1 = nl_customertrack1;
export { customertrack1 as "customerTrack" }