/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productyoursize2Inputs */

const sv_productyoursize2 = /** @type {(inputs: Productyoursize2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din storlek:`)
};

/**

* @param {Productyoursize2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productyoursize2 = sv_productyoursize2;
export { productyoursize2 as "productYourSize" }