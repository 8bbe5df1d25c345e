/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdate1Inputs */

const sk_customerdate1 = /** @type {(inputs: Customerdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dátum`)
};

/**

* @param {Customerdate1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerdate1 = sk_customerdate1;
export { customerdate1 as "customerDate" }