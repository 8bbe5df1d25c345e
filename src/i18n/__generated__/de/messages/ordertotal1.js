/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordertotal1Inputs */

const de_ordertotal1 = /** @type {(inputs: Ordertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamtsumme`)
};

/**

* @param {Ordertotal1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const ordertotal1 = de_ordertotal1;
export { ordertotal1 as "orderTotal" }