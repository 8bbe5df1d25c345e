/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdate1Inputs */

const fr_customerdate1 = /** @type {(inputs: Customerdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

/**

* @param {Customerdate1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerdate1 = fr_customerdate1;
export { customerdate1 as "customerDate" }