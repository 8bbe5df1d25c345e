/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdate1Inputs */

const cs_customerdate1 = /** @type {(inputs: Customerdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum`)
};

/**

* @param {Customerdate1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerdate1 = cs_customerdate1;
export { customerdate1 as "customerDate" }