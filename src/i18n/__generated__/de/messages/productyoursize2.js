/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productyoursize2Inputs */

const de_productyoursize2 = /** @type {(inputs: Productyoursize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Größe:`)
};

/**

* @param {Productyoursize2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productyoursize2 = de_productyoursize2;
export { productyoursize2 as "productYourSize" }