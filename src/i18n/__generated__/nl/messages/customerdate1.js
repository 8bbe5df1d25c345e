/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdate1Inputs */

const nl_customerdate1 = /** @type {(inputs: Customerdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum`)
};

/**

* @param {Customerdate1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerdate1 = nl_customerdate1;
export { customerdate1 as "customerDate" }