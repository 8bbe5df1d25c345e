/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsizelabel2Inputs */

const cs_basketsizelabel2 = /** @type {(inputs: Basketsizelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Velikost`)
};

/**

* @param {Basketsizelabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketsizelabel2 = cs_basketsizelabel2;
export { basketsizelabel2 as "basketSizeLabel" }