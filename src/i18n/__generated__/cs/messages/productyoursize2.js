/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productyoursize2Inputs */

const cs_productyoursize2 = /** @type {(inputs: Productyoursize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše velikost:`)
};

/**

* @param {Productyoursize2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productyoursize2 = cs_productyoursize2;
export { productyoursize2 as "productYourSize" }