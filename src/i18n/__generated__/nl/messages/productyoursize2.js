/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productyoursize2Inputs */

const nl_productyoursize2 = /** @type {(inputs: Productyoursize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jouw maat:`)
};

/**

* @param {Productyoursize2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productyoursize2 = nl_productyoursize2;
export { productyoursize2 as "productYourSize" }