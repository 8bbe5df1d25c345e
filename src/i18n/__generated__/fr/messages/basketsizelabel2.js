/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsizelabel2Inputs */

const fr_basketsizelabel2 = /** @type {(inputs: Basketsizelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille`)
};

/**

* @param {Basketsizelabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketsizelabel2 = fr_basketsizelabel2;
export { basketsizelabel2 as "basketSizeLabel" }