/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsizelabel2Inputs */

const de_basketsizelabel2 = /** @type {(inputs: Basketsizelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größe`)
};

/**

* @param {Basketsizelabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketsizelabel2 = de_basketsizelabel2;
export { basketsizelabel2 as "basketSizeLabel" }